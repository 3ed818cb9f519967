import React, { forwardRef } from 'react';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { color, floating, fontSize, mq, radius } from '../../styles/tokens';

const popIn = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.9); }
  to { opacity: 1; transform: none; }
`;

const Round = styled.button`
  position: fixed;
  right: ${floating.inset};
  bottom: ${floating.inset};
  z-index: 60;
  width: ${floating.sizePx}px;
  height: ${floating.sizePx}px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  border-radius: ${radius.pill};
  border: 2px solid ${color.bg};
  background: ${color.accent};
  color: ${color.onAccent};
  box-shadow: 0 8px 24px rgba(3, 6, 15, 0.35);
  cursor: pointer;
  animation: ${popIn} 0.3s ease-out;
  ${mq.md} {
    right: ${floating.insetMd};
    bottom: ${floating.insetMd};
  }
  ${mq.reducedMotion} {
    animation: none;
  }
  &:hover {
    background: ${color.accentStrong};
  }
  &[data-open='true'] {
    display: none;
  }
  svg {
    width: 28px;
    height: 28px;
  }
`;

const UnreadBadge = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${radius.pill};
  background: ${color.danger};
  color: ${color.bg};
  font-size: ${fontSize.xs};
  font-weight: 700;
  line-height: 22px;
  text-align: center;
`;

const ChatIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </svg>
);

type Props = {
  /** The chat window is open: the button hides behind it. */
  open: boolean;
  /** Shows the "1" badge (and says "1 new message") until the visitor first opens the chat. */
  unread: boolean;
  /** The visitor points at or focuses the button: a good moment to start loading the window. */
  onIntent: () => void;
  onClick: () => void;
};

/** The round button in the corner that opens the chat window. */
export const LauncherButton = forwardRef<HTMLButtonElement, Props>(({ open, unread, onIntent, onClick }, ref) => (
  <Round
    ref={ref}
    type="button"
    aria-label="Open chat assistant"
    aria-describedby={unread ? 'chat-unread' : undefined}
    aria-expanded={open}
    aria-controls={open ? 'chat-window' : undefined}
    data-open={open}
    onPointerEnter={onIntent}
    onFocus={onIntent}
    onClick={onClick}
  >
    <ChatIcon />
    {unread && (
      <>
        <UnreadBadge aria-hidden="true" data-chat-badge>
          1
        </UnreadBadge>
        <span id="chat-unread" className="visually-hidden">
          1 new message
        </span>
      </>
    )}
  </Round>
));
LauncherButton.displayName = 'LauncherButton';
