import styled from '@emotion/styled';
import { color, fontSize, layout, mq, radius, space } from '../styles/tokens';

/** Small shared building blocks: keep pages and templates thin. */

export const Container = styled.div`
  width: 100%;
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${space(4)};
  ${mq.md} { padding: 0 ${space(6)}; }
`;

export const Section = styled.section`
  padding: ${space(14)} 0;
  ${mq.md} { padding: ${space(20)} 0; }
`;

export const Badge = styled.span`
  display: inline-block;
  padding: ${space(1)} ${space(3)};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.surface};
  color: ${color.accentStrong};
  font-size: ${fontSize.xs};
  font-weight: 600;
`;

export const Card = styled.div`
  background: ${color.surface};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  padding: ${space(6)};
`;

export const Grid = styled.div<{ min?: string }>`
  display: grid;
  gap: ${space(6)};
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.min ?? '260px'}, 1fr));
`;

const buttonStyle = `
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

/** Primary action: an <a> (ButtonLink) or a <button> (Button) that look the same. */
export const ButtonLink = styled.a`
  ${buttonStyle}
  background: ${color.accent};
  color: ${color.onAccent};
  border: 1px solid ${color.accent};
  &:hover { background: ${color.accentStrong}; }
`;

export const Button = styled.button`
  ${buttonStyle}
  background: ${color.accent};
  color: ${color.onAccent};
  border: 1px solid ${color.accent};
  &:hover:not(:disabled) { background: ${color.accentStrong}; }
  &:disabled { opacity: 0.7; cursor: progress; }
`;

export const SecondaryButtonLink = styled.a`
  ${buttonStyle}
  background: transparent;
  color: ${color.text};
  border: 1px solid ${color.border};
  &:hover { border-color: ${color.accent}; }
`;

export const Muted = styled.p`
  color: ${color.muted};
`;

export const CheckList = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${space(2)};
  li { position: relative; padding-left: 1.75rem; }
  li::before { content: '✓'; position: absolute; left: 0; color: ${color.success}; font-weight: 700; }
`;
