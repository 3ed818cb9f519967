import React from 'react';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { color, mq, radius, space } from '../../styles/tokens';

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.3; }
  40% { opacity: 1; }
`;

const Typing = styled.div`
  align-self: flex-start;
  display: inline-flex;
  gap: 4px;
  padding: ${space(3)} ${space(4)};
  border-radius: ${radius.md};
  border: 1px solid ${color.border};
  background: ${color.surface};
  span[aria-hidden] {
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${color.muted};
    animation: ${blink} 1.2s infinite ease-in-out;
  }
  span[aria-hidden]:nth-of-type(2) {
    animation-delay: 0.2s;
  }
  span[aria-hidden]:nth-of-type(3) {
    animation-delay: 0.4s;
  }
  ${mq.reducedMotion} {
    span[aria-hidden] {
      animation: none;
      opacity: 0.7;
    }
  }
`;

/** Three pulsing dots while the assistant "types"; screen readers hear it said once. */
export const TypingIndicator = () => (
  <Typing data-chat-typing>
    <span className="visually-hidden">Assistant is typing…</span>
    <span aria-hidden="true" />
    <span aria-hidden="true" />
    <span aria-hidden="true" />
  </Typing>
);
