import React, { type ComponentProps } from 'react';
import type { HeadProps } from 'gatsby';
import { useSiteData } from '../hooks/use-site-data';
import type { Company } from './page-head';
import { Seo } from './seo';

/**
 * The Head of a content type's template: the tags `tagsOf` gives the entry its query found (its
 * structured data as children); nothing when the query found none.
 */
export const entryHead = <Data, Entry>(
  entryOf: (data: Data) => Entry | null | undefined,
  tagsOf: (entry: Entry, company: Company) => ComponentProps<typeof Seo>,
) =>
  function EntryHead({ data }: HeadProps<Data>) {
    const { company } = useSiteData();
    const entry = entryOf(data);
    return entry ? <Seo {...tagsOf(entry, company)} /> : null;
  };
