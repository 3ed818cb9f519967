import React, { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { DELAYS } from '../../lib/timing';
import { color, mq, radius, space } from '../../styles/tokens';
import { LauncherButton } from './chat-launcher-button';
import { readChatWindowFlag, writeChatWindowFlag } from './chat-session';
import { useLauncherClear } from './use-launcher-clear';

// Only this launcher is in the page bundle; the window, the script engine and its texts load on demand.
const loadWindow = () => import(/* webpackChunkName: "chat-window" */ './chat-window');
const ChatWindow = lazy(loadWindow);

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
  ${mq.md} {
    right: ${space(6)};
    bottom: ${space(6)};
  }
`;

/**
 * Floating chat launcher: appears DELAYS.chatLauncherMs (2 s) after the first page load with an unread
 * badge "1" until first opened. Open/closed is kept for the session so the window follows the
 * visitor from page to page. On a phone it never covers the home page's hero (useLauncherClear).
 */
export const ChatLauncher = ({ pathname }: { pathname: string }) => {
  const clear = useLauncherClear(pathname);
  const [visible, setVisible] = useState(false);
  const [open, setOpen] = useState(false);
  const [openedBefore, setOpenedBefore] = useState(false);
  // Focus moves into the window only when the visitor opened it, not when it is restored.
  const [focusOnOpen, setFocusOnOpen] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    const flag = readChatWindowFlag();
    if (flag !== null) {
      setOpenedBefore(true);
      setVisible(true);
      setOpen(flag === 'open');
      return undefined;
    }
    const timer = setTimeout(() => setVisible(true), DELAYS.chatLauncherMs);
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
      {visible && (clear || open) && (
        <LauncherButton ref={launcherRef} open={open} unread={!openedBefore} onIntent={() => void loadWindow()} onClick={openChat} />
      )}
      {open && (
        <Suspense fallback={<Loading role="status">Loading chat assistant…</Loading>}>
          <ChatWindow onClose={closeChat} focusOnOpen={focusOnOpen} />
        </Suspense>
      )}
    </>
  );
};
