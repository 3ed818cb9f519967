import React, { type MouseEvent } from 'react';
import styled from '@emotion/styled';
import { backStaysOnSiteNow } from '../browser/site-history';
import { floating, mq } from '../styles/tokens';
import { SecondaryButtonLink } from './ui/button-link';

/**
 * Kept in view while the page scrolls, at the bottom left (the chat launcher holds the bottom
 * right); the footer leaves room below its last line for both.
 */
const FixedBackLink = styled(SecondaryButtonLink)`
  position: fixed;
  left: ${floating.inset};
  bottom: ${floating.inset};
  z-index: 20;
  ${mq.md} {
    left: ${floating.insetMd};
    bottom: ${floating.insetMd};
  }
  box-shadow: 0 4px 16px rgb(0 0 0 / 20%);
`;

/**
 * "Back" that goes back in history when the previous entry is a page of this site (a client-side
 * navigation included), as the press and legal pages promise, and otherwise to a fixed page.
 * `fixed` keeps it in view while the page scrolls.
 */
export const BackButton = ({ fallback, children, fixed = false }: { fallback: string; children: string; fixed?: boolean }) => {
  const goBack = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!backStaysOnSiteNow()) return;
    event.preventDefault();
    window.history.back();
  };
  const Link = fixed ? FixedBackLink : SecondaryButtonLink;
  return (
    <Link href={fallback} onClick={goBack} data-back-button data-fixed={fixed || undefined}>
      ← {children}
    </Link>
  );
};
