import { DELAYS } from '../timing';
import { chatActionEffect } from './actions';
import { handleAction, handleVisitorMessage, initialChatState } from './engine';
import { EMAIL_REJECTION, GREETING, NAME_REJECTION } from './scripts';
import type { ChatContext, ChatEnv, ChatState } from './types';

const context: ChatContext = {
  email: 'hello@aurelion.example',
  phone: '+1 (214) 555-0142',
  freeConsultationMinutes: 15,
  blockPriceUsd: 200,
  blockMinutes: 15,
};

const T0 = 1_750_000_000_000;

/** Deterministic ids and a clock the test moves by hand. */
const makeEnv = (now = T0): ChatEnv => {
  let counter = 0;
  return { now, newId: () => `m${(counter += 1)}`, context };
};

/** Walks a conversation through the given visitor messages and returns the last state. */
const converse = (...texts: string[]): ChatState => texts.reduce((state, text) => handleVisitorMessage(state, text, makeEnv()).state, initialChatState(T0));

const atChat = () => converse('Jane', 'jane@example.com');
const replyTo = (state: ChatState, text: string) => handleVisitorMessage(state, text, makeEnv());

describe('initialChatState', () => {
  it('opens on the name step with the greeting that asks for a name', () => {
    expect(initialChatState(T0)).toEqual({
      step: 'name',
      visitor: {},
      messages: [{ id: 'greeting', text: GREETING, isBot: true, timestamp: T0 }],
    });
    expect(GREETING).toMatch(/name/i);
  });
});

describe('handleVisitorMessage: name step', () => {
  it('rejects an invalid name with the spec reply after the typing delay and asks again', () => {
    const { state, replies } = replyTo(initialChatState(T0), 'admin');
    expect(state.step).toBe('name');
    expect(state.visitor).toEqual({});
    expect(replies).toHaveLength(1);
    expect(replies[0].delayMs).toBe(DELAYS.chatTypingMs);
    expect(replies[0].message).toMatchObject({ text: NAME_REJECTION, isBot: true, timestamp: T0 + DELAYS.chatTypingMs });
  });

  it('keeps a valid, trimmed name, moves to the email step and asks for the email by name', () => {
    const { state, replies } = replyTo(initialChatState(T0), '  Zoë  ');
    expect(state.step).toBe('email');
    expect(state.visitor).toEqual({ name: 'Zoë' });
    expect(replies).toHaveLength(1);
    expect(replies[0].delayMs).toBe(DELAYS.chatTypingMs);
    expect(replies[0].message.text).toContain('Zoë');
    expect(replies[0].message.text).toMatch(/email/i);
  });

  it('records the visitor message and the replies in the state, in order, with distinct ids', () => {
    const { state } = replyTo(initialChatState(T0), 'Jane');
    expect(state.messages.map((m) => [m.isBot, m.timestamp])).toEqual([
      [true, T0],
      [false, T0],
      [true, T0 + DELAYS.chatTypingMs],
    ]);
    expect(state.messages[1].text).toBe('Jane');
    expect(new Set(state.messages.map((m) => m.id)).size).toBe(3);
  });

  it('ignores blank input', () => {
    const start = initialChatState(T0);
    expect(replyTo(start, '   ')).toEqual({ state: start, replies: [] });
  });

  it('does not change the state it was given', () => {
    const start = initialChatState(T0);
    const snapshot = JSON.stringify(start);
    replyTo(start, 'Jane');
    expect(JSON.stringify(start)).toBe(snapshot);
  });
});

describe('handleVisitorMessage: email step', () => {
  it('rejects an invalid email with the spec reply and stays on the email step', () => {
    const { state, replies } = replyTo(converse('Jane'), 'jane@example');
    expect(state.step).toBe('email');
    expect(state.visitor).toEqual({ name: 'Jane' });
    expect(replies.map((r) => [r.message.text, r.delayMs])).toEqual([[EMAIL_REJECTION, DELAYS.chatTypingMs]]);
  });

  it('stores a valid email lowercased, moves to chat, thanks by name, then offers options after the follow-up delay', () => {
    const { state, replies } = replyTo(converse('Jane'), ' Jane@Example.COM ');
    expect(state.step).toBe('chat');
    expect(state.visitor).toEqual({ name: 'Jane', email: 'jane@example.com' });
    expect(replies.map((r) => r.delayMs)).toEqual([1000, 2500]);
    expect(replies.map((r) => r.delayMs)).toEqual([DELAYS.chatTypingMs, DELAYS.chatTypingMs + DELAYS.chatFollowUpMs]);
    expect(replies[0].message.text).toContain('Jane');
    expect(replies[0].message.actions).toBeUndefined();
    expect(replies[1].message.actions?.map((a) => a.action)).toEqual(['consultation', 'solutions', 'portfolio', 'pricing', 'contact']);
    expect(replies[1].message.timestamp).toBe(T0 + 2500);
  });
});

describe('handleVisitorMessage: chat step', () => {
  it('answers a consultation request with the free 15-minute offer and ways to book', () => {
    const [reply] = replyTo(atChat(), 'Can I book a consultation?').replies;
    expect(reply.message.text).toContain('free 15-minute');
    expect(reply.message.actions?.map((a) => a.action)).toEqual(['consultation', 'contact']);
  });

  it('answers pricing with the exact offer', () => {
    const [reply] = replyTo(atChat(), 'How much does it cost?').replies;
    expect(reply.message.text).toContain('first consultation is a free 15-minute session');
    expect(reply.message.text).toContain('$200 per 15-minute block');
  });

  it('quotes the offer from the context, not from hard-coded figures', () => {
    const env = { ...makeEnv(), context: { ...context, blockPriceUsd: 250, blockMinutes: 30, freeConsultationMinutes: 20 } };
    const [reply] = handleVisitorMessage(atChat(), 'pricing', env).replies;
    expect(reply.message.text).toContain('free 20-minute session');
    expect(reply.message.text).toContain('$250 per 30-minute block');
  });

  it('lists portfolio highlights with their figures', () => {
    const [reply] = replyTo(atChat(), 'show me examples').replies;
    for (const fact of ['AskMilo', '50,000+ students', 'Govello', '$50M+', 'Spot PMS', '50+ cities', 'LocaLens', '1,500+ agencies']) {
      expect(reply.message.text).toContain(fact);
    }
    expect(reply.message.actions?.[0].action).toBe('portfolio');
  });

  it('lists the industries and function solutions', () => {
    const [reply] = replyTo(atChat(), 'what do you do').replies;
    for (const item of [
      'healthcare',
      'government',
      'SMB growth',
      'enterprise modernization',
      'AI consulting',
      'process automation',
      'voice AI',
      'AI agents',
      'MCP-as-a-service',
      'memory-as-a-service',
    ]) {
      expect(reply.message.text).toContain(item);
    }
    expect(reply.message.actions?.[0].action).toBe('solutions');
  });

  it('gives the contact options from the context and the 24-hour promise', () => {
    const [reply] = replyTo(atChat(), 'phone?').replies;
    expect(reply.message.text).toContain('hello@aurelion.example');
    expect(reply.message.text).toContain('+1 (214) 555-0142');
    expect(reply.message.text).toContain('24 hours');
    expect(reply.message.actions?.map((a) => a.action)).toEqual(['email', 'phone', 'contact']);
  });

  it('falls back to the generic offer and stays in chat', () => {
    const { state, replies } = replyTo(atChat(), 'Hello!');
    expect(state.step).toBe('chat');
    expect(replies).toHaveLength(1);
    expect(replies[0].delayMs).toBe(DELAYS.chatTypingMs);
    expect(replies[0].message.text).toContain('free 15-minute consultation');
  });

  it('routes a message matching two topics to the earlier one', () => {
    const [reply] = replyTo(atChat(), 'what does a consultation cost').replies;
    expect(reply.message.actions?.map((a) => a.action)).toEqual(['consultation', 'contact']);
    expect(reply.message.text).not.toContain('$200');
  });
});

describe('handleAction', () => {
  it('answers the pricing button in the chat, echoing the button label as the visitor message', () => {
    const start = atChat();
    const { state, replies } = handleAction(start, 'pricing', makeEnv(T0 + 5000));
    expect(state.messages.slice(start.messages.length).map((m) => [m.isBot, m.timestamp])).toEqual([
      [false, T0 + 5000],
      [true, T0 + 5000 + DELAYS.chatTypingMs],
    ]);
    expect(state.messages[start.messages.length].text).toBe('Pricing');
    expect(replies).toHaveLength(1);
    expect(replies[0].delayMs).toBe(DELAYS.chatTypingMs);
    expect(replies[0].message.text).toContain('$200 per 15-minute block');
  });

  it.each(['contact', 'consultation', 'portfolio', 'solutions', 'email', 'phone'] as const)(
    'leaves the conversation unchanged for %s, which the UI performs',
    (action) => {
      const start = atChat();
      expect(handleAction(start, action, makeEnv())).toEqual({ state: start, replies: [] });
    },
  );
});

describe('chatActionEffect', () => {
  it('maps every action to something the UI can do', () => {
    expect(chatActionEffect('contact', context)).toEqual({ kind: 'navigate', href: '/contact/' });
    expect(chatActionEffect('portfolio', context)).toEqual({ kind: 'navigate', href: '/portfolio/' });
    expect(chatActionEffect('solutions', context)).toEqual({ kind: 'navigate', href: '/solutions/' });
    expect(chatActionEffect('consultation', context)).toEqual({ kind: 'open-consultation' });
    expect(chatActionEffect('pricing', context)).toEqual({ kind: 'answer', topic: 'pricing' });
    expect(chatActionEffect('email', context)).toEqual({ kind: 'external', href: 'mailto:hello@aurelion.example' });
    expect(chatActionEffect('phone', context)).toEqual({ kind: 'external', href: 'tel:+12145550142' });
  });
});
