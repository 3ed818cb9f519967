import React, { type ReactNode } from 'react';
import { absoluteUrl, ogImagePath, OG_IMAGE_SIZE, seoFiles } from '../lib/seo-urls';
import { useSiteData } from '../hooks/use-site-data';

interface SeoProps {
  title: string;
  description: string;
  /** Page path with its trailing slash, e.g. "/solutions/healthcare/". */
  path: string;
  noindex?: boolean;
  /** Open Graph type: "article" for press releases and case studies. */
  type?: 'website' | 'article';
  /** Page-specific tags, e.g. <JsonLd />. */
  children?: ReactNode;
}

/**
 * Head tags for Gatsby's Head API: title, description, canonical, social cards (the branded card
 * gatsby/node-apis/on-post-build.ts renders for every page), icons, manifest and the press feed.
 */
export const Seo = ({ title, description, path, noindex = false, type = 'website', children }: SeoProps) => {
  const { company } = useSiteData();
  const fullTitle = path === '/' ? title : `${title} | ${company.name}`;
  const url = absoluteUrl(company.siteUrl, path);
  const image = absoluteUrl(company.siteUrl, ogImagePath(path));
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />
      <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />
      <meta property="og:image:alt" content={fullTitle} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={fullTitle} />
      <meta name="theme-color" content="#1d4ed8" />
      <link rel="icon" href={seoFiles.faviconSvg} type="image/svg+xml" />
      <link rel="icon" href={seoFiles.faviconPng} type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href={seoFiles.appleTouchIcon} />
      <link rel="manifest" href={seoFiles.manifest} />
      <link rel="alternate" type="application/rss+xml" title={`${company.name} press releases`} href={absoluteUrl(company.siteUrl, seoFiles.rss)} />
      {children}
    </>
  );
};
