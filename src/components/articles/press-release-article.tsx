import React from 'react';
import styled from '@emotion/styled';
import { BackButton } from '../back-button';
import { ArticleBody, CtaCard, PageHero, replyNote, type ReplyHours } from '../page-parts';
import { Badge } from '../ui/primitives';
import { formatLongDate } from '../../lib/dates';
import { routes } from '../../lib/routes';
import { color, fontSize, space } from '../../styles/tokens';

export interface PressReleaseFields {
  status: string;
  title: string;
  date?: string | null;
  location: string;
  excerpt: string;
}

/** Across the top of a draft shown whole (deploy previews, the writers' development server). */
const DraftBanner = styled.p`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  background: ${color.danger};
  color: ${color.onAccent};
  font-size: ${fontSize.sm};
  font-weight: 600;
  text-align: center;
`;

/**
 * A press release as its page shows it, and as the CMS previews it: hero with dateline, body, call
 * to action. A draft shows the banner's words (content/site/press-drafts.yaml) above it when given.
 */
export const PressReleaseArticle = ({
  release,
  html,
  draftBanner,
  replyHours,
}: {
  release: PressReleaseFields;
  html: string;
  draftBanner?: string | null;
  replyHours: ReplyHours;
}) => {
  const isDraft = release.status === 'DRAFT';
  const dateline = `${release.location} — ${release.date ? formatLongDate(release.date) : 'Coming Soon'}`;
  return (
    <>
      {isDraft && draftBanner && <DraftBanner data-draft-banner>{draftBanner}</DraftBanner>}
      <PageHero badge={isDraft ? 'Coming Soon' : 'Press Release'} title={release.title} intro={release.excerpt}>
        <p>
          {isDraft && <Badge>Draft</Badge>} {dateline}
        </p>
        <BackButton fallback={routes.press} fixed>
          Back to Press Releases
        </BackButton>
      </PageHero>
      <ArticleBody html={html} />
      <CtaCard heading="Talk to our team" label="Contact Us" note={replyNote(replyHours)} href={routes.contact} />
    </>
  );
};
