import React, { type AnchorHTMLAttributes } from 'react';
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { navigatesInApp } from '../../lib/routes';
import { color } from '../../styles/tokens';
import { buttonShape, primaryColors, secondaryColors } from './button';

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string };

/**
 * A link to anywhere: Gatsby's Link (client-side navigation, prefetching) for pages of this site,
 * a plain <a> for other sites, mail and phone links, in-page anchors and the contact page (see
 * navigatesInApp).
 */
export const SiteLink = ({ href, ...rest }: SiteLinkProps) =>
  // The link's text arrives in rest.children, which the accessibility linter cannot see.
  // eslint-disable-next-line jsx-a11y/anchor-has-content
  navigatesInApp(href) ? <Link to={href} {...rest} /> : <a href={href} {...rest} />;

/** The primary action as a link; looks like Button. */
export const ButtonLink = styled(SiteLink)`
  ${buttonShape}
  ${primaryColors}
  &:hover {
    background: ${color.accentStrong};
  }
`;

export const SecondaryButtonLink = styled(SiteLink)`
  ${buttonShape}
  ${secondaryColors}
  &:hover {
    border-color: ${color.accent};
  }
`;
