import React from 'react';
import styled from '@emotion/styled';
import { chatActionEffect, type ChatAction, type ChatContext, type ChatMessage } from '../../lib/chat';
import { color, fontSize, radius, space } from '../../styles/tokens';
import { useConsultation } from '../consultation/context';
import { SiteLink } from '../ui/button-link';

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
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  margin-top: ${space(2)};
  white-space: normal;
  a,
  button {
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
  a:hover,
  button:hover:not([aria-disabled='true']) {
    background: ${color.accent};
    color: ${color.onAccent};
  }
  [aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
`;

/** The pages that answer a question: each a link to its page, with what it adds to the message's text. */
const Passages = styled.ul`
  list-style: none;
  margin: ${space(2)} 0 0;
  padding: 0;
  display: grid;
  gap: ${space(2)};
  white-space: normal;
  li {
    border-left: 2px solid ${color.accent};
    padding-left: ${space(2)};
  }
  a {
    color: ${color.accent};
    font-weight: 600;
  }
  p {
    margin: ${space(1)} 0 0;
    font-size: ${fontSize.sm};
  }
`;

type ActionProps = { action: ChatAction; label: string; context: ChatContext; busy: boolean; onAnswer: (action: ChatAction) => void };

/** A chat button does what it says: links for places, buttons for things that happen here. */
const ActionControl = ({ action, label, context, busy, onAnswer }: ActionProps) => {
  const effect = chatActionEffect(action, context);
  const consultation = useConsultation();
  switch (effect.kind) {
    case 'external':
    case 'navigate':
      return <SiteLink href={effect.href}>{label}</SiteLink>;
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

/** One message of the log; the assistant's may end in buttons. */
export const MessageView = ({ message, ...rest }: { message: ChatMessage } & Omit<ActionProps, 'action' | 'label'>) => (
  <Bubble fromBot={message.isBot} data-chat-message={message.isBot ? 'bot' : 'visitor'}>
    <span className="visually-hidden">{message.isBot ? 'Assistant: ' : 'You: '}</span>
    {message.text}
    {message.links && message.links.length > 0 && (
      <Passages>
        {message.links.map(({ href, title, passage }) => (
          <li key={href}>
            <SiteLink href={href}>{title}</SiteLink>
            {passage && <p>{passage}</p>}
          </li>
        ))}
      </Passages>
    )}
    {message.actions && message.actions.length > 0 && (
      <Actions>
        {message.actions.map(({ action, label }) => (
          <ActionControl key={action} action={action} label={label} {...rest} />
        ))}
      </Actions>
    )}
  </Bubble>
);
