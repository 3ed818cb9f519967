import React from 'react';
import type { HeadFC } from 'gatsby';
import { useSiteData } from '../hooks/use-site-data';
import { Seo } from './seo';

export type Company = ReturnType<typeof useSiteData>['company'];

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
