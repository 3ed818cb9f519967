import React from 'react';
import { BackButton } from '../back-button';
import { ArticleBody, CtaCard, PageHero, replyNote, type ReplyHours } from '../page-parts';
import { routes } from '../../lib/routes';

export interface UnpublishedReleaseTexts {
  unpublishedNotice: string;
  pressContactLabel: string;
}

/**
 * A draft press release as production shows it: only what is final (its title), the notice that
 * it is not yet published, the way back to the press releases and the press contact. Its body
 * never reaches the page or its data, so no placeholder of it can reach a visitor.
 */
export const UnpublishedRelease = ({
  title,
  texts,
  pressEmail,
  replyHours,
}: {
  title: string;
  texts: UnpublishedReleaseTexts;
  pressEmail: string;
  replyHours: ReplyHours;
}) => (
  <>
    <PageHero badge="Coming Soon" title={title} intro={texts.unpublishedNotice}>
      <BackButton fallback={routes.press} fixed>
        Back to Press Releases
      </BackButton>
    </PageHero>
    <ArticleBody>
      <p data-press-contact>
        {texts.pressContactLabel}: <a href={`mailto:${pressEmail}`}>{pressEmail}</a>
      </p>
    </ArticleBody>
    <CtaCard heading="Talk to our team" label="Contact Us" note={replyNote(replyHours)} href={routes.contact} />
  </>
);
