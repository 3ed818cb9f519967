import React, { type ReactNode } from 'react';
import styled from '@emotion/styled';
import { graphql, Link, useStaticQuery } from 'gatsby';
import { routes } from '../../lib/routes';
import { color, fontSize, space } from '../../styles/tokens';
import { Badge, Card, CheckList, Container, Grid, Section } from '../ui';
import { CardTop } from '../card-top';
import { ContentIcon } from '../icon';
import { Reveal } from '../reveal';
import { StaticContent } from '../static-content';
import { innerHeadings, SectionHeading } from './section-heading';

const SolutionCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  position: relative;
  transition: border-color 0.2s ease, transform 0.2s ease;
  &:hover { border-color: ${color.accent}; }
  :is(h3, h4) { margin: 0; font-size: ${fontSize.lg}; }
  /* The whole card is clickable through the title link's stretched hit area. */
  :is(h3, h4) a { color: ${color.text}; text-decoration: none; }
  :is(h3, h4) a::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  :is(h3, h4) a:focus-visible { outline: none; }
  &:focus-within { outline: 3px solid ${color.focus}; outline-offset: 2px; }
  p { color: ${color.muted}; margin: 0; }
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
                    <Link to={routes.solution(solution.slug)}>{solution.name}</Link>
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
                    <Link to={routes.solution(solution.slug)}>{solution.name}</Link>
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
        {consultationButton && <div style={{ textAlign: 'center' }}>{consultationButton}</div>}
      </Container>
    </Section>
  );
};
