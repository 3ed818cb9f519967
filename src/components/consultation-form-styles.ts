import { css } from '@emotion/react';
import styled from '@emotion/styled';
import { color, mq, radius, space } from '../styles/tokens';

/** The consultation form's grid and fields, shared by the modal and the /consultation/ page. */
export const consultationFormStyles = css`
  display: grid;
  gap: ${space(4)};
  ${mq.md} { grid-template-columns: 1fr 1fr; }
  .full { grid-column: 1 / -1; }
  label { display: block; font-weight: 600; margin-bottom: ${space(1)}; }
  input, select, textarea {
    width: 100%;
    min-height: 44px;
    padding: ${space(2)} ${space(3)};
    border: 1px solid ${color.muted};
    border-radius: ${radius.sm};
    background: ${color.surface};
    color: ${color.text};
    font: inherit;
  }
  textarea { min-height: 7rem; resize: vertical; }
  ::placeholder { color: ${color.muted}; opacity: 1; }
`;

/** Off-screen rather than display:none, which some bots skip; people never see or reach it. */
export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
