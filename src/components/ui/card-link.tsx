import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { color, motion, mq, shadow, space } from '../../styles/tokens';
import { Card } from './primitives';

/**
 * A card whose whole surface opens one thing: its title holds a CardLink (or CardButton) whose
 * ::after covers the card. Other links inside need `position: relative; z-index: 1` to stay
 * clickable on their own. The card shows focus for the link, which shows none itself.
 * Hovered or holding focus, it lifts (a deeper shadow and 2 px up) to say the whole card is the
 * target; with reduced motion it only deepens its shadow, without moving or animating.
 */
export const LinkCard = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  box-shadow: ${shadow.rest};
  transition:
    box-shadow ${motion.fast},
    transform ${motion.fast},
    border-color ${motion.fast};
  &:hover {
    border-color: ${color.accent};
  }
  &:hover,
  &:focus-within {
    box-shadow: ${shadow.raised};
    transform: translateY(-2px);
  }
  &:focus-within {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
  ${mq.reducedMotion} {
    transition: none;
    &:hover,
    &:focus-within {
      transform: none;
    }
  }
  p {
    margin: 0;
    color: ${color.muted};
  }
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
