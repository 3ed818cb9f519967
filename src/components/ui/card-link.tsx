import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { color, space } from '../../styles/tokens';
import { Card } from '../ui';

/**
 * A card whose whole surface opens one thing: its title holds a CardLink (or CardButton) whose
 * ::after covers the card. Other links inside need `position: relative; z-index: 1` to stay
 * clickable on their own. The card shows focus for the link, which shows none itself.
 */
export const LinkCard = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  &:hover { border-color: ${color.accent}; }
  &:focus-within { outline: 3px solid ${color.focus}; outline-offset: 2px; }
  p { margin: 0; color: ${color.muted}; }
`;

const stretched = `
  &::after { content: ''; position: absolute; inset: 0; border-radius: inherit; }
  &:focus-visible { outline: none; }
`;

/** The card's title link, stretched over the whole card. */
export const CardLink = styled(Link)`
  color: ${color.text};
  text-decoration: none;
  ${stretched}
`;

/** The card's title as a button (it opens something on this page), stretched over the whole card. */
export const CardButton = styled.button`
  all: unset;
  cursor: pointer;
  ${stretched}
`;
