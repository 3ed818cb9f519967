import React, { type ComponentProps } from 'react';
import type { HeadFC, HeadProps } from 'gatsby';
import { useSiteData } from '../hooks/use-site-data';
import type { JsonLdDocument } from '../lib/structured-data';
import { JsonLd } from './json-ld';
import { Seo } from './seo';

type Company = ReturnType<typeof useSiteData>['company'];

/** A text written as it stands, or from the company's details (name, location, reply promise…), which live in company.yaml alone. */
type PageText = string | ((company: Company) => string);

interface PageHeadFields {
  title: PageText;
  description: PageText;
  /** Page path with its trailing slash. */
  path: string;
  noindex?: boolean;
}

const written = (text: PageText, company: Company): string => (typeof text === 'function' ? text(company) : text);

/** The Head of a one-off page that needs nothing from its query: title, description and path in the tags every page carries (Seo). */
export const pageHead = ({ title, description, path, noindex = false }: PageHeadFields): HeadFC =>
  function PageHead() {
    const { company } = useSiteData();
    return <Seo title={written(title, company)} description={written(description, company)} path={path} noindex={noindex} />;
  };

type EntryTags = Omit<ComponentProps<typeof Seo>, 'children'> & { jsonLd?: JsonLdDocument | null };

/** The Head of a content type's template: the tags `tagsOf` gives the entry its query found, and its structured data. */
export const entryHead = <Data, Entry>(entryOf: (data: Data) => Entry | null | undefined, tagsOf: (entry: Entry, company: Company) => EntryTags) =>
  function EntryHead({ data }: HeadProps<Data>) {
    const { company } = useSiteData();
    const entry = entryOf(data);
    if (!entry) return null;
    const { jsonLd, ...tags } = tagsOf(entry, company);
    return <Seo {...tags}>{jsonLd !== undefined && <JsonLd data={jsonLd} />}</Seo>;
  };
