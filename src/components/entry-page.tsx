import React, { type ReactNode } from 'react';
import type { PageProps } from 'gatsby';
import { Layout } from './layout';

/**
 * The page of a content type's template: the entry its query found by the page's id, shown by
 * `article` in the site's layout; nothing when the query found none.
 */
export const entryPage = <Data, Entry>(entryOf: (data: Data) => Entry | null | undefined, article: (entry: Entry) => ReactNode) =>
  function EntryPage({ data }: PageProps<Data>) {
    const entry = entryOf(data);
    return entry ? <Layout>{article(entry)}</Layout> : null;
  };
