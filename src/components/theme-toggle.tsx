import React from 'react';
import styled from '@emotion/styled';
import { ButtonFace } from './ui/button-face';
import { RoundButton } from './ui/icon-button';

const Round = styled(RoundButton)`
  [data-face] {
    display: contents;
  }
  body.light & [data-face='dark'],
  body:not(.light) & [data-face='light'] {
    display: none;
  }
`;

/**
 * Light/dark switch. The header script (src/lib/header-controls.ts) switches the body's class and
 * saves the choice, from the first paint on; the face shown follows the body's class.
 */
export const ThemeToggle = () => (
  <Round type="button" data-theme-toggle>
    <ButtonFace face="light" icon="moon" label="Switch to dark theme" />
    <ButtonFace face="dark" icon="sun" label="Switch to light theme" />
  </Round>
);
