import React from 'react';
import { BackButton } from '../back-button';
import { CtaCard, PageHero, Prose } from '../page-parts';
import { Badge, Container, Section } from '../ui/primitives';
import { formatLongDate } from '../../lib/dates';
import { routes } from '../../lib/routes';

export interface PressReleaseFields {
  status: string;
  title: string;
  date?: string | null;
  location: string;
  excerpt: string;
}

/** A press release as its page shows it, and as the CMS previews it: hero with dateline, body, call to action. */
export const PressReleaseArticle = ({ release, html }: { release: PressReleaseFields; html: string }) => {
  const isDraft = release.status === 'DRAFT';
  const dateline = `${release.location} — ${release.date ? formatLongDate(release.date) : 'Coming Soon'}`;
  return (
    <>
      <PageHero badge={isDraft ? 'Coming Soon' : 'Press Release'} title={release.title} intro={release.excerpt}>
        <p>
          {isDraft && <Badge>Draft</Badge>} {dateline}
        </p>
        <BackButton fallback={routes.press} fixed>
          Back to Press Releases
        </BackButton>
      </PageHero>
      <Section>
        <Container>
          <Prose dangerouslySetInnerHTML={{ __html: html }} />
        </Container>
      </Section>
      <CtaCard heading="Talk to our team" label="Contact Us" note="We reply within 24 hours" href={routes.contact} />
    </>
  );
};
