import React from 'react';
import styled from '@emotion/styled';
import { fontSize, mq, radius } from '../styles/tokens';
import { ButtonFace } from './ui/button-face';
import { RoundButton } from './ui/icon-button';

const Round = styled(RoundButton)`
  border-radius: ${radius.sm};
  font-size: ${fontSize.lg};
  [data-face] {
    display: contents;
  }
  &[aria-expanded='true'] [data-face='closed'],
  &[aria-expanded='false'] [data-face='open'] {
    display: none;
  }
  ${mq.md} {
    display: none;
  }
`;

/**
 * The mobile menu's button. The header script (src/lib/header-controls.ts) opens and closes the
 * menu by its aria-expanded, from the first paint on; React only renders it closed.
 */
export const MenuButton = ({ menuId }: { menuId: string }) => (
  <Round type="button" data-menu-toggle aria-controls={menuId} aria-expanded={false} suppressHydrationWarning>
    <ButtonFace face="closed" icon="menu" label="Open menu" />
    <ButtonFace face="open" icon="x" label="Close menu" />
  </Round>
);
