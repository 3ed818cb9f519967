import React from 'react';
import type { IconName } from '../../lib/icons';
import { Icon } from '../icon';

/**
 * One face of a two-state button: its icon and its accessible name. The button renders both
 * faces and a CSS rule on the page's state (aria-expanded, the body's theme class) hides one, so
 * the name and icon follow the state whoever changed it, the header script or React.
 */
export const ButtonFace = ({ face, icon, label }: { face: string; icon: IconName; label: string }) => (
  <span data-face={face}>
    <Icon name={icon} />
    <span className="visually-hidden">{label}</span>
  </span>
);
