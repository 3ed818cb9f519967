import React, { type ButtonHTMLAttributes } from 'react';
import styled from '@emotion/styled';
import type { IconName } from '../../lib/icons';
import { color, fontSize, radius } from '../../styles/tokens';
import { Icon } from '../icon';

/** The 44 px round button itself, for buttons whose content is more than one icon (ToggleButton). */
export const RoundButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${radius.pill};
  border: 1px solid ${color.border};
  background: transparent;
  color: ${color.text};
  font-size: ${fontSize.md};
  cursor: pointer;
`;

type Props = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  /** What the button does, for screen readers (the icon itself is hidden from them). */
  label: string;
  /** The Lucide icon it shows (x, menu, sun, moon). */
  icon: IconName;
};

/** A 44 px round button showing one icon (close, send). Restyle it with styled(IconButton). */
export const IconButton = ({ label, icon, type = 'button', ...rest }: Props) => (
  <RoundButton type={type} aria-label={label} {...rest}>
    <Icon name={icon} />
  </RoundButton>
);
