import { DELAYS } from '../timing';
import { chatActionEffect } from './actions';
import { handleAction, handleVisitorMessage, initialChatState } from './engine';
import { testChatContext as context } from './test-context';
import type { ChatEnv, ChatState } from './types';

const { words } = context;

const T0 = 1_750_000_000_000;

/** Deterministic ids and a clock the test moves by hand. */
const makeEnv = (now = T0): ChatEnv => {
  let counter = 0;
  return { now, newId: () => `m${(counter += 1)}`, context };
};

/** Walks a conversation through the given visitor messages and returns the last state. */
const converse = (...texts: string[]): ChatState =>
  texts.reduce((state, text) => handleVisitorMessage(state, text, makeEnv()).state, initialChatState(T0, context));

const atChat = () => converse('Jane', 'jane@example.com');
const replyTo = (state: ChatState, text: string) => handleVisitorMessage(state, text, makeEnv());

describe('initialChatState', () => {
  it('opens on the name step with the greeting that asks for a name', () => {
    expect(initialChatState(T0, context)).toEqual({
      step: 'name',
      visitor: {},
      messages: [{ id: 'greeting', text: words.greeting, isBot: true, timestamp: T0 }],
    });
  });
});

describe('handleVisitorMessage: name step', () => {
  it('rejects an invalid name with the name rejection of chat.yaml after the typing delay and asks again', () => {
    const { state, replies } = replyTo(initialChatState(T0, context), 'admin');
    expect(state.step).toBe('name');
    expect(state.visitor).toEqual({});
    expect(replies).toHaveLength(1);
    expect(replies[0].delayMs).toBe(DELAYS.chatTypingMs);
    expect(replies[0].message).toMatchObject({ text: words.nameRejection, isBot: true, timestamp: T0 + DELAYS.chatTypingMs });
  });

  it('keeps a valid, trimmed name, moves to the email step and asks for the email by name', () => {
    const { state, replies } = replyTo(initialChatState(T0, context), '  Zoë  ');
    expect(state.step).toBe('email');
    expect(state.visitor).toEqual({ name: 'Zoë' });
    expect(replies).toHaveLength(1);
    expect(replies[0].delayMs).toBe(DELAYS.chatTypingMs);
    expect(replies[0].message.text).toBe(words.askEmail.replace('{{visitor}}', 'Zoë'));
  });

  it('records the visitor message and the replies in the state, in order, with distinct ids', () => {
    const { state } = replyTo(initialChatState(T0, context), 'Jane');
    expect(state.messages.map((m) => [m.isBot, m.timestamp])).toEqual([
      [true, T0],
      [false, T0],
      [true, T0 + DELAYS.chatTypingMs],
    ]);
    expect(state.messages[1].text).toBe('Jane');
    expect(new Set(state.messages.map((m) => m.id)).size).toBe(3);
  });

  it('ignores blank input', () => {
    const start = initialChatState(T0, context);
    expect(replyTo(start, '   ')).toEqual({ state: start, replies: [] });
  });

  it('does not change the state it was given', () => {
    const start = initialChatState(T0, context);
    const snapshot = JSON.stringify(start);
    replyTo(start, 'Jane');
    expect(JSON.stringify(start)).toBe(snapshot);
  });
});

describe('handleVisitorMessage: email step', () => {
  it('rejects an invalid email with the e-mail rejection of chat.yaml and stays on the email step', () => {
    const { state, replies } = replyTo(converse('Jane'), 'jane@example');
    expect(state.step).toBe('email');
    expect(state.visitor).toEqual({ name: 'Jane' });
    expect(replies.map((r) => [r.message.text, r.delayMs])).toEqual([[words.emailRejection, DELAYS.chatTypingMs]]);
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
  it.each([
    ['Can I book a consultation?', 'consultation', ['consultation', 'contact']],
    ['How much does it cost?', 'pricing', ['consultation', 'contact']],
    ['phone?', 'contact', ['email', 'phone', 'contact']],
  ] as const)('answers "%s" with the %s words of the content', (text, topic, actions) => {
    const [reply] = replyTo(atChat(), text).replies;
    expect(reply.message.text).toBe(words.answers[topic]);
    expect(reply.message.actions?.map((a) => a.action)).toEqual(actions);
  });

  it('lists every case study it is given, with its tagline, after the portfolio words', () => {
    const [reply] = replyTo(atChat(), 'show me examples').replies;
    expect(reply.message.text.split('\n')).toEqual([words.answers.portfolio, ...context.caseStudies.map((s) => `• ${s.title}: ${s.tagline}`)]);
    expect(reply.message.actions?.[0].action).toBe('portfolio');
  });

  it('names no case study it is not given (a retired one is left out of the content)', () => {
    const [kept] = context.caseStudies;
    const env = { ...makeEnv(), context: { ...context, caseStudies: [kept] } };
    const [reply] = handleVisitorMessage(atChat(), 'show me examples', env).replies;
    expect(reply.message.text).toContain(kept.title);
    for (const gone of context.caseStudies.slice(1)) expect(reply.message.text).not.toContain(gone.title);
  });

  it('lists the solutions after the solutions words', () => {
    const [reply] = replyTo(atChat(), 'what do you do').replies;
    expect(reply.message.text).toBe(`${words.answers.solutions}\n${context.solutions.join(', ')}`);
    expect(reply.message.actions?.[0].action).toBe('solutions');
  });

  it('falls back to the generic answer and stays in chat', () => {
    const { state, replies } = replyTo(atChat(), 'Hello!');
    expect(state.step).toBe('chat');
    expect(replies).toHaveLength(1);
    expect(replies[0].delayMs).toBe(DELAYS.chatTypingMs);
    expect(replies[0].message.text).toBe(words.answers.generic);
  });

  it('routes a message matching two topics to the earlier one', () => {
    const [reply] = replyTo(atChat(), 'what does a consultation cost').replies;
    expect(reply.message.text).toBe(words.answers.consultation);
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
    expect(state.messages[start.messages.length].text).toBe(words.actionLabels.pricing);
    expect(replies).toHaveLength(1);
    expect(replies[0].delayMs).toBe(DELAYS.chatTypingMs);
    expect(replies[0].message.text).toBe(words.answers.pricing);
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
    expect(chatActionEffect('email', context)).toEqual({ kind: 'external', href: `mailto:${context.email}` });
    expect(chatActionEffect('phone', context)).toEqual({ kind: 'external', href: 'tel:+12145550142' });
  });
});
