import React, { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { DELAYS } from '../../lib/timing';
import { color, fontSize, mq, radius, space } from '../../styles/tokens';
import { readChatWindowFlag, writeChatWindowFlag } from './chat-session';
import { useChatContext } from './use-chat-context';

// Only this launcher is in the page bundle; the window, the script engine and its texts load on demand.
const loadWindow = () => import(/* webpackChunkName: "chat-window" */ './chat-window');
const ChatWindow = lazy(loadWindow);

/**
 * Layout (and so this launcher) remounts on every client-side navigation: once the launcher
 * has appeared in this page visit it stays, instead of waiting its delay again on each page.
 */
let appearedThisVisit = false;

const popIn = keyframes`
  from { opacity: 0; transform: translateY(12px) scale(0.9); }
  to { opacity: 1; transform: none; }
`;

const LauncherButton = styled.button`
  position: fixed;
  right: ${space(4)};
  bottom: ${space(4)};
  z-index: 60;
  width: 60px;
  height: 60px;
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
  ${mq.md} { right: ${space(6)}; bottom: ${space(6)}; }
  ${mq.reducedMotion} { animation: none; }
  &:hover { background: ${color.accentStrong}; }
  &[data-open='true'] { display: none; }
  svg { width: 28px; height: 28px; }
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

const Loading = styled.p`
  position: fixed;
  right: ${space(4)};
  bottom: ${space(4)};
  z-index: 60;
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border-radius: ${radius.md};
  border: 1px solid ${color.border};
  background: ${color.surfaceRaised};
  color: ${color.text};
  ${mq.md} { right: ${space(6)}; bottom: ${space(6)}; }
`;

const ChatIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
  </svg>
);

/**
 * Floating chat launcher (spec §2, §4): appears DELAYS.chatLauncherMs after load with an unread
 * badge "1" until first opened. Open/closed is kept for the session so the window follows the
 * visitor from page to page.
 */
export const ChatLauncher = () => {
  const context = useChatContext();
  const [visible, setVisible] = useState(appearedThisVisit);
  const [open, setOpen] = useState(false);
  const [openedBefore, setOpenedBefore] = useState(false);
  // Focus moves into the window only when the visitor opened it, not when it is restored.
  const [focusOnOpen, setFocusOnOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    const flag = readChatWindowFlag();
    if (flag !== null) {
      appearedThisVisit = true;
      setOpenedBefore(true);
      setVisible(true);
      setOpen(flag === 'open');
      return undefined;
    }
    if (appearedThisVisit) return undefined;
    const timer = setTimeout(() => {
      appearedThisVisit = true;
      setVisible(true);
    }, DELAYS.chatLauncherMs);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    launcherRef.current?.focus();
  }, [open]);

  const openChat = () => {
    setFocusOnOpen(true);
    setOpenedBefore(true);
    setOpen(true);
    writeChatWindowFlag('open');
  };

  const closeChat = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
    writeChatWindowFlag('closed');
  }, []);

  return (
    <>
      {visible && (
        <LauncherButton
          ref={launcherRef}
          type="button"
          aria-label="Open chat assistant"
          aria-describedby={openedBefore ? undefined : 'chat-unread'}
          aria-expanded={open}
          aria-controls={open ? 'chat-window' : undefined}
          data-chat-launcher
          data-open={open}
          onPointerEnter={() => void loadWindow()}
          onFocus={() => void loadWindow()}
          onClick={openChat}
        >
          <ChatIcon />
          {!openedBefore && (
            <>
              <UnreadBadge aria-hidden="true" data-chat-badge>
                1
              </UnreadBadge>
              <span id="chat-unread" className="visually-hidden">
                1 new message
              </span>
            </>
          )}
        </LauncherButton>
      )}
      {open && (
        <Suspense fallback={<Loading role="status">Loading chat assistant…</Loading>}>
          <ChatWindow context={context} onClose={closeChat} autoFocus={focusOnOpen} />
        </Suspense>
      )}
    </>
  );
};
