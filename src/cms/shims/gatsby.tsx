import React, { type AnchorHTMLAttributes } from 'react';

/**
 * What the site's components take from Gatsby, for the CMS preview, which runs outside Gatsby. The
 * CMS script is bundled with this module in place of the `gatsby` package: a link is a plain link
 * (there is no Gatsby router in /admin/), and query fragments beside components are inert text.
 */
export const Link = ({ to, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => (
  // The link's text arrives in rest.children, which the accessibility linter cannot see.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  <a href={to} {...rest} />
);

export const graphql = (parts: TemplateStringsArray): string => parts.join('');
