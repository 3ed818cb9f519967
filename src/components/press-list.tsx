import React from 'react';
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { formatLongDate } from '../lib/dates';
import { routes } from '../lib/routes';
import { color, fontSize, space } from '../styles/tokens';
import { Badge, Card } from './ui';

export type PressReleaseSummary = {
  readonly slug: string;
  readonly title: string;
  readonly status: string;
  readonly date: string | null;
  readonly location: string;
  readonly excerpt: string;
};

const ReleaseCard = styled(Card)`
  position: relative;
  display: grid;
  gap: ${space(2)};
  &:hover { border-color: ${color.accent}; }
  &:focus-within { outline: 3px solid ${color.focus}; outline-offset: 2px; }
  h2, h3 { margin: 0; font-size: ${fontSize.lg}; }
  a { color: ${color.text}; text-decoration: none; }
  a::after { content: ''; position: absolute; inset: 0; }
  a:focus-visible { outline: none; }
  p { margin: 0; color: ${color.muted}; }
`;

/** A press release as a card: drafts read "Coming Soon" instead of a date. */
export const PressReleaseCard = ({ release, headingLevel = 2 }: { release: PressReleaseSummary; headingLevel?: 2 | 3 }) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const isDraft = release.status === 'DRAFT';
  return (
    <ReleaseCard data-press-release={release.slug}>
      <div>{isDraft ? <Badge>Coming Soon</Badge> : <Badge>Press Release</Badge>}</div>
      <Heading>
        <Link to={routes.pressRelease(release.slug)}>{release.title}</Link>
      </Heading>
      <p>
        {release.location} · {release.date ? formatLongDate(release.date) : 'Coming Soon'}
      </p>
      <p>{release.excerpt}</p>
    </ReleaseCard>
  );
};
