import { handleVisitorMessage, initialChatState } from './engine';
import { restoreChat, serializeChat } from './storage';
import { testChatContext } from './test-context';
import type { ChatEnv, ChatState } from './types';

const env = (): ChatEnv => {
  let n = 0;
  return {
    now: 1_000,
    newId: () => `id${(n += 1)}`,
    context: testChatContext,
  };
};

const conversation = (): ChatState =>
  ['Jane', 'jane@example.com', 'pricing'].reduce((s, text) => handleVisitorMessage(s, text, env()).state, initialChatState(0, testChatContext));

/** The stored JSON with one part changed, to check each kind of damage is refused. */
const tampered = (edit: (stored: { version: number; state: Record<string, unknown> }) => void): string => {
  const stored = JSON.parse(serializeChat(conversation()));
  edit(stored);
  return JSON.stringify(stored);
};

describe('serializeChat / restoreChat', () => {
  it('round-trips every step, including messages with actions', () => {
    const full = conversation();
    expect(full.messages.some((m) => m.actions)).toBe(true);
    expect(restoreChat(serializeChat(full))).toEqual(full);
    expect(restoreChat(serializeChat(initialChatState(5, testChatContext)))).toEqual(initialChatState(5, testChatContext));
    const atEmail = handleVisitorMessage(initialChatState(0, testChatContext), 'Jane', env()).state;
    expect(restoreChat(serializeChat(atEmail))).toEqual(atEmail);
  });

  it.each([null, '', 'not json', '42', 'null', '[]', '{}', '{"version":2,"state":{}}'])('returns null for %p', (raw) => expect(restoreChat(raw)).toBeNull());

  it.each<[string, (s: { version: number; state: Record<string, unknown> }) => void]>([
    ['an unknown step', (s) => (s.state.step = 'done')],
    ['messages that are not a list', (s) => (s.state.messages = 'hi')],
    ['a message without text', (s) => delete (s.state.messages as Record<string, unknown>[])[0].text],
    ['a non-boolean isBot', (s) => ((s.state.messages as Record<string, unknown>[])[0].isBot = 'yes')],
    ['a non-finite timestamp', (s) => ((s.state.messages as Record<string, unknown>[])[0].timestamp = null)],
    [
      'an unknown action',
      (s) => {
        const withActions = (s.state.messages as { actions?: { action: string }[] }[]).find((m) => m.actions);
        if (withActions?.actions) withActions.actions[0].action = 'delete-everything';
      },
    ],
    ['a visitor that is not an object', (s) => (s.state.visitor = 'Jane')],
    ['a name that breaks the rules', (s) => ((s.state.visitor as Record<string, unknown>).name = 'admin')],
    ['an invalid email', (s) => ((s.state.visitor as Record<string, unknown>).email = 'jane@')],
    ['the chat step without an email', (s) => delete (s.state.visitor as Record<string, unknown>).email],
    ['the name step with a name', (s) => (s.state.step = 'name')],
  ])('refuses %s', (_, edit) => {
    expect(restoreChat(tampered(edit))).toBeNull();
  });
});

describe('restoring answers from the site', () => {
  it('keeps the links to pages of the site and drops any other address', () => {
    const link = { href: '/solutions/healthcare/', title: 'Healthcare AI', passage: 'We connect to EHR systems.' };
    const state: ChatState = {
      step: 'name',
      visitor: {},
      messages: [{ id: 'a', text: 'from the pages', isBot: true, timestamp: 1, links: [link, { ...link, href: 'https://evil.example/' }] }],
    };
    expect(restoreChat(serializeChat(state))?.messages[0].links).toEqual([link]);
  });
});
