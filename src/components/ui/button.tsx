import styled from '@emotion/styled';
import { color, radius } from '../../styles/tokens';

/** The pill shape every button and button-like link shares. */
export const buttonShape = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  min-height: 44px;
  padding: 0.65rem 1.25rem;
  border-radius: ${radius.pill};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
`;

export const primaryColors = `
  background: ${color.accent};
  color: ${color.onAccent};
  border: 1px solid ${color.accent};
`;

export const secondaryColors = `
  background: transparent;
  color: ${color.text};
  border: 1px solid ${color.border};
`;

/**
 * The primary action as a <button>. While it is busy, `aria-disabled` (not `disabled`) keeps it
 * focusable, so focus never drops out of a dialog; both look the same.
 */
export const Button = styled.button`
  ${buttonShape}
  ${primaryColors}
  &:hover:not(:disabled):not([aria-disabled='true']) {
    background: ${color.accentStrong};
  }
  &:disabled,
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;

/**
 * A secondary action as a <button>: the outlined pill. As a switch (`aria-pressed`), the pressed
 * one takes the primary colours, so the current choice stands out.
 */
export const SecondaryButton = styled.button`
  ${buttonShape}
  ${secondaryColors}
  &[aria-pressed='true'] {
    ${primaryColors}
  }
`;
