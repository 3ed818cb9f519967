import React, { type ReactNode } from 'react';
import { absoluteUrl, ogImagePath, OG_IMAGE_SIZE, pressFeedTitle, seoFiles } from '../lib/seo-urls';
import { useSiteData } from '../hooks/use-site-data';
import { BROWSER_COLORS } from '../lib/web-manifest';

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
 * The social card's fields that X (Twitter) reads under its own prefix; Open Graph gets them all,
 * so one card gives both the same title, text and picture.
 */
const TWITTER_CARD_FIELDS: ReadonlySet<string> = new Set(['title', 'description', 'image', 'image:alt']);

/**
 * Head tags for Gatsby's Head API: title, description, canonical, social cards (the branded card
 * gatsby/node-apis/on-post-build.ts renders for every page), icons, manifest and the press feed.
 */
export const Seo = ({ title, description, path, noindex = false, type = 'website', children }: SeoProps) => {
  const { company } = useSiteData();
  const fullTitle = path === '/' ? title : `${title} | ${company.name}`;
  const url = absoluteUrl(company.siteUrl, path);
  const image = absoluteUrl(company.siteUrl, ogImagePath(path));
  const card: Array<[field: string, content: string]> = [
    ['title', fullTitle],
    ['description', description],
    ['url', url],
    ['image', image],
    ['image:type', 'image/png'],
    ['image:width', String(OG_IMAGE_SIZE.width)],
    ['image:height', String(OG_IMAGE_SIZE.height)],
    ['image:alt', fullTitle],
  ];
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={company.name} />
      <meta property="og:locale" content="en_US" />
      {card.map(([field, content]) => (
        <meta key={field} property={`og:${field}`} content={content} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      {card
        .filter(([field]) => TWITTER_CARD_FIELDS.has(field))
        .map(([field, content]) => (
          <meta key={field} name={`twitter:${field}`} content={content} />
        ))}
      <meta name="theme-color" content={BROWSER_COLORS.theme} />
      <link rel="icon" href={seoFiles.faviconSvg} type="image/svg+xml" />
      <link rel="icon" href={seoFiles.faviconPng} type="image/png" sizes="32x32" />
      <link rel="apple-touch-icon" href={seoFiles.appleTouchIcon} />
      <link rel="manifest" href={seoFiles.manifest} />
      <link rel="alternate" type="application/rss+xml" title={pressFeedTitle(company.name)} href={absoluteUrl(company.siteUrl, seoFiles.rss)} />
      {children}
    </>
  );
};
