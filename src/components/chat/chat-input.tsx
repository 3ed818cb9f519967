import React, { useEffect, useRef, useState } from 'react';
import styled from '@emotion/styled';
import type { ChatStep } from '../../lib/chat';
import { color, fontSize, radius, space } from '../../styles/tokens';
import { Button } from '../ui/button';

/** The field asks for what the conversation needs next: the visitor's name, e-mail, then messages. */
const INPUT: Record<ChatStep, { label: string; placeholder: string; autoComplete: string; inputMode: 'text' | 'email' }> = {
  name: { label: 'Your name', placeholder: 'Type your name…', autoComplete: 'name', inputMode: 'text' },
  email: { label: 'Your email address', placeholder: 'you@company.com', autoComplete: 'email', inputMode: 'email' },
  chat: { label: 'Your message', placeholder: 'Ask about pricing, solutions…', autoComplete: 'off', inputMode: 'text' },
};

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
  input::placeholder {
    color: ${color.muted};
    opacity: 1;
  }
`;

/** The primary button, narrowed to sit beside the chat's input. */
const SendButton = styled(Button)`
  flex: none;
  min-width: 44px;
  padding: 0 ${space(4)};
`;

type Props = {
  step: ChatStep;
  /** A reply is pending: what the visitor sends waits. */
  typing: boolean;
  onSend: (text: string) => void;
  /** Focus the field when the window opens (only when the visitor opened it). */
  focusOnOpen: boolean;
};

/** The chat's one text field and its send button. */
export const ChatInput = ({ step, typing, onSend, focusOnOpen }: Props) => {
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const input = INPUT[step];

  useEffect(() => {
    if (focusOnOpen) inputRef.current?.focus();
  }, [focusOnOpen]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typing || draft.trim() === '') return;
    onSend(draft);
    setDraft('');
  };

  return (
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
      />
      <SendButton type="submit" aria-label="Send message" aria-disabled={typing}>
        <span aria-hidden="true">➤</span>
      </SendButton>
    </Form>
  );
};
