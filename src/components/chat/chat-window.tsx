import React, { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { Link, navigate } from 'gatsby';
import { chatActionEffect, type ChatAction, type ChatContext, type ChatMessage, type ChatStep } from '../../lib/chat';
import { routes } from '../../lib/routes';
import { color, fontSize, mq, radius, space } from '../../styles/tokens';
import { useConsultation } from '../consultation-context';
import { useChatConversation } from './use-chat-conversation';

const INPUT: Record<ChatStep, { label: string; placeholder: string; autoComplete: string; inputMode: 'text' | 'email' }> = {
  name: { label: 'Your name', placeholder: 'Type your name…', autoComplete: 'name', inputMode: 'text' },
  email: { label: 'Your email address', placeholder: 'you@company.com', autoComplete: 'email', inputMode: 'email' },
  chat: { label: 'Your message', placeholder: 'Ask about pricing, solutions…', autoComplete: 'off', inputMode: 'text' },
};

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
  h2 { margin: 0; font-size: ${fontSize.md}; }
  p { margin: 0; font-size: ${fontSize.xs}; color: ${color.muted}; }
`;

const IconButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  border-radius: ${radius.pill};
  border: 1px solid ${color.border};
  background: ${color.bg};
  color: ${color.text};
  font-size: ${fontSize.md};
  cursor: pointer;
  &:hover { border-color: ${color.accent}; }
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

const Bubble = styled.div<{ fromBot: boolean }>`
  max-width: 85%;
  align-self: ${(p) => (p.fromBot ? 'flex-start' : 'flex-end')};
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius.md};
  border: 1px solid ${(p) => (p.fromBot ? color.border : color.accent)};
  background: ${(p) => (p.fromBot ? color.surface : color.accent)};
  color: ${(p) => (p.fromBot ? color.text : color.onAccent)};
  /* Scripts use line breaks for lists. */
  white-space: pre-line;
  overflow-wrap: anywhere;
  p { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-top: ${space(2)};
  white-space: normal;
  a, button {
    display: inline-flex;
    align-items: center;
    min-height: 36px;
    padding: ${space(1)} ${space(3)};
    border-radius: ${radius.pill};
    border: 1px solid ${color.accent};
    background: ${color.bg};
    color: ${color.accent};
    font: inherit;
    font-size: ${fontSize.sm};
    font-weight: 600;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover, button:hover:not([aria-disabled='true']) { background: ${color.accent}; color: ${color.onAccent}; }
  [aria-disabled='true'] { opacity: 0.7; cursor: progress; }
`;

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
  span[aria-hidden]:nth-of-type(2) { animation-delay: 0.2s; }
  span[aria-hidden]:nth-of-type(3) { animation-delay: 0.4s; }
  ${mq.reducedMotion} { span[aria-hidden] { animation: none; opacity: 0.7; } }
`;

const Form = styled.form`
  display: flex;
  gap: ${space(2)};
  padding: ${space(3)};
  border-top: 1px solid ${color.border};
  background: ${color.surface};
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: ${space(2)} ${space(3)};
    border: 1px solid ${color.muted};
    border-radius: ${radius.pill};
    background: ${color.bg};
    color: ${color.text};
    /* 16px keeps iOS from zooming into the field. */
    font: inherit;
    font-size: ${fontSize.base};
  }
  input::placeholder { color: ${color.muted}; opacity: 1; }
`;

const SendButton = styled.button`
  flex: none;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${space(4)};
  border-radius: ${radius.pill};
  border: 1px solid ${color.accent};
  background: ${color.accent};
  color: ${color.onAccent};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
`;

type ActionProps = { action: ChatAction; label: string; context: ChatContext; busy: boolean; onAnswer: (action: ChatAction) => void };

/** A chat button does what it says: links for places, buttons for things that happen here. */
const ActionControl = ({ action, label, context, busy, onAnswer }: ActionProps) => {
  const effect = chatActionEffect(action, context);
  const consultation = useConsultation();
  switch (effect.kind) {
    case 'external':
      return <a href={effect.href}>{label}</a>;
    case 'navigate':
      // The contact page is a full page load (spec §7); other pages navigate in place.
      return effect.href === routes.contact ? <a href={effect.href}>{label}</a> : <Link to={effect.href}>{label}</Link>;
    case 'open-consultation':
      return (
        // The modal opens over whatever page this is, which keeps its address and state.
        <button type="button" aria-haspopup="dialog" onPointerEnter={consultation.preload} onFocus={consultation.preload} onClick={consultation.open}>
          {label}
        </button>
      );
    case 'answer':
      return (
        <button type="button" aria-disabled={busy} onClick={() => onAnswer(action)}>
          {label}
        </button>
      );
  }
};

const MessageView = ({ message, ...rest }: { message: ChatMessage } & Omit<ActionProps, 'action' | 'label'>) => (
  <Bubble fromBot={message.isBot} data-chat-message={message.isBot ? 'bot' : 'visitor'}>
    <span className="visually-hidden">{message.isBot ? 'Assistant: ' : 'You: '}</span>
    {message.text}
    {message.actions && message.actions.length > 0 && (
      <Actions>
        {message.actions.map(({ action, label }) => (
          <ActionControl key={action} action={action} label={label} {...rest} />
        ))}
      </Actions>
    )}
  </Bubble>
);

type Props = { context: ChatContext; onClose: () => void; autoFocus: boolean };

/** The chat window (loaded on demand): name → email → chat, driven by src/lib/chat. */
const ChatWindow = ({ context, onClose, autoFocus }: Props) => {
  const { step, shown, typing, send, answer } = useChatConversation(context);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const input = INPUT[step];

  useEffect(() => {
    if (autoFocus) inputRef.current?.focus();
  }, [autoFocus]);

  // Keep the newest message in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [shown.length, typing]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typing || draft.trim() === '') return;
    send(draft);
    setDraft('');
  };

  return (
    <Panel
      id="chat-window"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-title"
      data-chat-window
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <Header>
        <div>
          <h2 id="chat-title">AI Assistant</h2>
          <p>Ask about solutions, pricing or a free consultation</p>
        </div>
        <IconButton type="button" aria-label="Close chat" onClick={onClose} data-chat-close>
          <span aria-hidden="true">✕</span>
        </IconButton>
      </Header>
      <Log ref={logRef} role="log" aria-live="polite" aria-label="Chat messages" data-chat-log>
        {shown.map((message) => (
          <MessageView key={message.id} message={message} context={context} busy={typing} onAnswer={answer} />
        ))}
        {typing && (
          <Typing data-chat-typing>
            <span className="visually-hidden">Assistant is typing…</span>
            <span aria-hidden="true" />
            <span aria-hidden="true" />
            <span aria-hidden="true" />
          </Typing>
        )}
      </Log>
      <Form onSubmit={onSubmit} noValidate>
        <label htmlFor="chat-input" className="visually-hidden">
          {input.label}
        </label>
        <input
          ref={inputRef}
          id="chat-input"
          type="text"
          inputMode={input.inputMode}
          autoComplete={input.autoComplete}
          placeholder={input.placeholder}
          maxLength={500}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          data-chat-step={step}
        />
        <SendButton type="submit" aria-label="Send message" aria-disabled={typing}>
          <span aria-hidden="true">➤</span>
        </SendButton>
      </Form>
    </Panel>
  );
};

export default ChatWindow;
