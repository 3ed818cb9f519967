import React, { useEffect, useRef } from 'react';
import styled from '@emotion/styled';
import chatContent from 'chat-content';
import { color, fontSize, mq, radius, space } from '../../styles/tokens';
import { IconButton } from '../ui/icon-button';
import { ChatInput } from './chat-input';
import { MessageView } from './chat-message';
import { TypingIndicator } from './typing-indicator';
import { useChatConversation } from './use-chat-conversation';
import { useChatLead } from './use-chat-lead';

const Panel = styled.div`
  position: fixed;
  z-index: 60;
  left: ${space(2)};
  right: ${space(2)};
  bottom: ${space(2)};
  height: min(560px, calc(100vh - ${space(4)}));
  height: min(560px, calc(100dvh - ${space(4)}));
  display: flex;
  flex-direction: column;
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.bg};
  color: ${color.text};
  box-shadow: 0 16px 48px rgba(3, 6, 15, 0.45);
  overflow: hidden;
  ${mq.md} {
    left: auto;
    right: ${space(6)};
    bottom: ${space(6)};
    width: 380px;
    height: min(600px, calc(100vh - ${space(12)}));
    height: min(600px, calc(100dvh - ${space(12)}));
  }
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  padding: ${space(3)} ${space(4)};
  background: ${color.surface};
  border-bottom: 1px solid ${color.border};
  h2 {
    margin: 0;
    font-size: ${fontSize.md};
  }
  p {
    margin: 0;
    font-size: ${fontSize.xs};
    color: ${color.muted};
  }
`;

const CloseButton = styled(IconButton)`
  flex: none;
  background: ${color.bg};
  &:hover {
    border-color: ${color.accent};
  }
`;

const Log = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${space(4)};
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  overscroll-behavior: contain;
`;

type Props = { onClose: () => void; focusOnOpen: boolean };

/**
 * The chat window (loaded on demand): name → email → chat, driven by src/lib/chat. Once the
 * visitor gave a name and an e-mail the conversation is a lead: sent when they close the window
 * or, at the latest, when the page goes away (useChatLead).
 */
const ChatWindow = ({ onClose, focusOnOpen }: Props) => {
  const { state, step, shown, typing, send, answer, handoffs } = useChatConversation(chatContent);
  const { sendOnClose } = useChatLead(state);
  // Asked for a person: the conversation goes to the team now, as when the window closes (once; only what is unsent).
  useEffect(() => {
    if (handoffs > 0) void sendOnClose();
  }, [handoffs, sendOnClose]);
  const close = () => {
    void sendOnClose();
    onClose();
  };
  const logRef = useRef<HTMLDivElement>(null);

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [shown.length, typing]);

  return (
    <Panel
      id="chat-window"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <Header>
        <div>
          <h2 id="chat-title">{chatContent.words.title}</h2>
          <p>{chatContent.words.subtitle}</p>
        </div>
        <CloseButton label="Close chat" icon="x" onClick={close} />
      </Header>
      <Log ref={logRef} role="log" aria-live="polite" aria-label="Chat messages">
        {shown.map((message) => (
          <MessageView key={message.id} message={message} context={chatContent} busy={typing} onAnswer={answer} />
        ))}
        {typing && <TypingIndicator />}
      </Log>
      <ChatInput step={step} typing={typing} onSend={send} focusOnOpen={focusOnOpen} />
    </Panel>
  );
};

export default ChatWindow;
