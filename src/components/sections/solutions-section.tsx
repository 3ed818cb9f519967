import React, { type ReactNode } from 'react';
import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { routes } from '../../lib/routes';
import { fontSize, space } from '../../styles/tokens';
import { CardTop } from '../card-top';
import { ContentIcon } from '../icon';
import { Badge, CheckList, Container, Grid, Section } from '../ui/primitives';
import { CardLink, LinkCard } from '../ui/card-link';
import { Reveal } from '../reveal';
import { innerHeadings, SectionHeading } from './section-heading';

const SolutionCard = styled(LinkCard)`
  :is(h3, h4) {
    margin: 0;
    font-size: ${fontSize.lg};
  }
`;

const Centered = styled.div`
  text-align: center;
`;

const Group = styled.section`
  margin-bottom: ${space(14)};
  > :is(h2, h3) {
    font-size: ${fontSize.xl};
    margin-bottom: ${space(6)};
  }
`;

type CardProps = {
  kind: 'industry' | 'function';
  /** Industry solutions show a badge and a tagline too. */
  solutions: ReadonlyArray<{ slug: string; name: string; icon: string; cardBullets: ReadonlyArray<string>; badge?: string | null; tagline?: string | null }>;
  Title: 'h3' | 'h4';
};

/** A grid of solution cards, each linking to /solutions/<slug>/. */
const SolutionCards = ({ kind, solutions, Title }: CardProps) => (
  <Grid min="250px">
    {solutions.map((solution) => (
      <SolutionCard key={solution.slug} data-solution-card={kind}>
        <CardTop>
          <ContentIcon value={solution.icon} tile />
          {solution.badge && <Badge>{solution.badge}</Badge>}
        </CardTop>
        <Title>
          <CardLink to={routes.solution(solution.slug)}>{solution.name}</CardLink>
        </Title>
        {solution.tagline && <p>{solution.tagline}</p>}
        <CheckList items={solution.cardBullets} />
      </SolutionCard>
    ))}
  </Grid>
);

type Props = { content: Queries.SolutionsSectionContentFragment; asPage?: boolean; consultationButton?: ReactNode };

/** What the solutions section shows: each page showing it spreads this fragment into its page query. */
export const solutionsSectionContent = graphql`
  fragment SolutionsSectionContent on Query {
    homeContent {
      solutionsIntro
    }
    industry: allSolution(filter: { kind: { eq: INDUSTRY } }, sort: { order: ASC }) {
      nodes {
        slug
        name
        icon
        badge
        tagline
        cardBullets
      }
    }
    functions: allSolution(filter: { kind: { eq: FUNCTION } }, sort: { order: ASC }) {
      nodes {
        slug
        name
        icon
        cardBullets
      }
    }
  }
`;

/** Industry solutions and function solutions, each card linking to /solutions/<slug>/. */
export const SolutionsSection = ({ content, asPage = false, consultationButton }: Props) => {
  const { industry, functions } = content;
  const { sub: GroupTitle, item: CardTitle } = innerHeadings(asPage);
  return (
    <Section id="solutions" aria-labelledby="solutions-heading">
      <Container>
        <Reveal>
          <SectionHeading label="What we do" id="solutions-heading" title="AI Solutions" intro={content.homeContent?.solutionsIntro} asPageTitle={asPage} />
          <Group aria-labelledby="industry-heading">
            <GroupTitle id="industry-heading">Industry Solutions</GroupTitle>
            <SolutionCards kind="industry" solutions={industry.nodes} Title={CardTitle} />
          </Group>
          <Group aria-labelledby="function-heading">
            <GroupTitle id="function-heading">Function Solutions</GroupTitle>
            <SolutionCards kind="function" solutions={functions.nodes} Title={CardTitle} />
          </Group>
        </Reveal>
        {consultationButton && <Centered>{consultationButton}</Centered>}
      </Container>
    </Section>
  );
};
