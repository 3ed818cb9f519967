import React, { type ReactNode } from 'react';
import { Container, Section } from '../ui/primitives';
import { Prose } from './prose';

/** The part of a content page under its hero: the entry's written text (its Markdown body, as HTML), then what the page adds. */
export const ArticleBody = ({ html, children }: { html?: string; children?: ReactNode }) => (
  <Section>
    <Container>
      {html !== undefined && <Prose dangerouslySetInnerHTML={{ __html: html }} />}
      {children}
    </Container>
  </Section>
);
