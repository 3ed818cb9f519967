import React, { type ReactNode } from 'react';
import styled from '@emotion/styled';
import { graphql, useStaticQuery } from 'gatsby';
import { routes } from '../../lib/routes';
import { fontSize, space } from '../../styles/tokens';
import { CardTop } from '../card-top';
import { ContentIcon } from '../icon';
import { Badge, CheckList, Container, Grid, Section } from '../ui';
import { CardLink, LinkCard } from '../ui/card-link';
import { Reveal } from '../reveal';
import { StaticContent } from '../static-content';
import { innerHeadings, SectionHeading } from './section-heading';

const SolutionCard = styled(LinkCard)`
  :is(h3, h4) { margin: 0; font-size: ${fontSize.lg}; }
`;

const Centered = styled.div`
  text-align: center;
`;

const Group = styled.section`
  margin-bottom: ${space(14)};
  > :is(h2, h3) { font-size: ${fontSize.xl}; margin-bottom: ${space(6)}; }
`;

type Props = { asPage?: boolean; consultationButton?: ReactNode };

/** Industry solutions (4) and function solutions (12), each card linking to /solutions/<slug>/. */
export const SolutionsSection = ({ asPage = false, consultationButton }: Props) => {
  const { industry, functions } = useStaticQuery<Queries.SolutionsSectionQuery>(graphql`
    query SolutionsSection {
      industry: allSolution(filter: { kind: { eq: INDUSTRY } }, sort: { order: ASC }) {
        nodes { slug name icon badge tagline cardBullets }
      }
      functions: allSolution(filter: { kind: { eq: FUNCTION } }, sort: { order: ASC }) {
        nodes { slug name icon cardBullets }
      }
    }
  `);
  const { sub: GroupTitle, item: CardTitle } = innerHeadings(asPage);
  return (
    <Section id="solutions" aria-labelledby="solutions-heading">
      <Container>
        <StaticContent>
          <Reveal>
          <SectionHeading
            label="What we do"
            id="solutions-heading"
            title="AI Solutions"
            intro="Industry expertise and function-specific AI services, from a free 15-minute consultation to production."
            asPageTitle={asPage}
          />
          <Group aria-labelledby="industry-heading">
            <GroupTitle id="industry-heading">Industry Solutions</GroupTitle>
            <Grid min="250px">
              {industry.nodes.map((solution) => (
                <SolutionCard key={solution.slug} data-solution-card="industry">
                  <CardTop>
                    <ContentIcon value={solution.icon} tile />
                    <Badge>{solution.badge}</Badge>
                  </CardTop>
                  <CardTitle>
                    <CardLink to={routes.solution(solution.slug)}>{solution.name}</CardLink>
                  </CardTitle>
                  <p>{solution.tagline}</p>
                  <CheckList>
                    {solution.cardBullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </CheckList>
                </SolutionCard>
              ))}
            </Grid>
          </Group>
          <Group aria-labelledby="function-heading">
            <GroupTitle id="function-heading">Function Solutions</GroupTitle>
            <Grid min="250px">
              {functions.nodes.map((solution) => (
                <SolutionCard key={solution.slug} data-solution-card="function">
                  <ContentIcon value={solution.icon} tile />
                  <CardTitle>
                    <CardLink to={routes.solution(solution.slug)}>{solution.name}</CardLink>
                  </CardTitle>
                  <CheckList>
                    {solution.cardBullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </CheckList>
                </SolutionCard>
              ))}
            </Grid>
          </Group>
          </Reveal>
        </StaticContent>
        {consultationButton && <Centered>{consultationButton}</Centered>}
      </Container>
    </Section>
  );
};
