import React, { type ReactNode } from 'react';
import { useSiteData } from './use-site-data';

interface SeoProps {
  title: string;
  description: string;
  /** Page path with its trailing slash, e.g. "/solutions/healthcare/". */
  path: string;
  noindex?: boolean;
  children?: ReactNode;
}

/** Head tags for Gatsby's Head API: title, description, canonical, social cards. */
export const Seo = ({ title, description, path, noindex = false, children }: SeoProps) => {
  const { company } = useSiteData();
  const fullTitle = path === '/' ? title : `${title} | ${company.name}`;
  const url = `${company.siteUrl}${path}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="theme-color" content="#0b1020" />
      {children}
    </>
  );
};
