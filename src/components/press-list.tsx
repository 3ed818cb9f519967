import React from 'react';
import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { formatLongDate } from '../lib/dates';
import { routes } from '../lib/routes';
import { fontSize, space } from '../styles/tokens';
import { Badge } from './ui/primitives';
import { CardLink, LinkCard } from './ui/card-link';

/** What a press release card shows; the pages listing releases spread it into their queries. */
export const fragment = graphql`
  fragment PressReleaseCard on PressRelease {
    slug
    title
    status
    date
    location
    excerpt
  }
`;

const ReleaseCard = styled(LinkCard)`
  display: grid;
  gap: ${space(2)};
  h2,
  h3 {
    margin: 0;
    font-size: ${fontSize.lg};
  }
`;

/** A press release as a card: drafts read "Coming Soon" instead of a date. */
export const PressReleaseCard = ({ release, headingLevel = 2 }: { release: Queries.PressReleaseCardFragment; headingLevel?: 2 | 3 }) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isDraft = release.status === 'DRAFT';
  return (
    <ReleaseCard data-press-release={release.slug}>
      <div>{isDraft ? <Badge>Coming Soon</Badge> : <Badge>Press Release</Badge>}</div>
      <Heading>
        <CardLink to={routes.pressRelease(release.slug)}>{release.title}</CardLink>
      </Heading>
      <p>
        {release.location} · {release.date ? formatLongDate(release.date) : 'Coming Soon'}
      </p>
      <p>{release.excerpt}</p>
    </ReleaseCard>
  );
};
