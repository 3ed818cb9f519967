import React, { type ReactNode } from 'react';
import type { PageProps } from 'gatsby';
import { Layout } from './layout';

/**
 * A home-page section shown as a page of its own (the section in its page form, then what closes
 * the page): the page's query spreads the section's fragment, so the page's data is the section's content.
 */
export const sectionPage = <Content extends object>(section: (content: Content) => ReactNode, closing?: ReactNode) =>
  function SectionPage({ data }: PageProps<Content>) {
    return (
      <Layout>
        {section(data)}
        {closing}
      </Layout>
    );
  };
