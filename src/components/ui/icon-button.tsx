import React, { type ButtonHTMLAttributes } from 'react';
import styled from '@emotion/styled';
import { color, fontSize, radius } from '../../styles/tokens';

const Round = styled.button`
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
  /** A glyph such as ✕ or ☰. */
  icon: string;
};

/** A 44 px round button showing one glyph (menu, theme, close). Restyle it with styled(IconButton). */
export const IconButton = ({ label, icon, type = 'button', ...rest }: Props) => (
  <Round type={type} aria-label={label} {...rest}>
    <span aria-hidden="true">{icon}</span>
  </Round>
);
