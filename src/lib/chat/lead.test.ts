import fc from 'fast-check';
import { composeEnquiryEmail } from '../contact/compose';
import { validateEnquiry, readEnvelope } from '../contact/schema';
import { afterSent, chatLeadToSend, nextChatLead, NO_PROGRESS, readProgress, topicsAskedAbout, transcript, type LeadKey } from './lead';
import { handleAction, handleVisitorMessage, initialChatState } from './engine';
import { testChatContext as context } from './test-context';
import type { ChatEnv, ChatState } from './types';
import { UNANSWERED_MARK, unansweredQuestions } from './unanswered';

const T0 = 1_750_000_000_000;
let counter = 0;
const env = (): ChatEnv => ({ now: T0, newId: () => `m${(counter += 1)}`, context });
const converse = (state: ChatState, ...texts: string[]): ChatState => texts.reduce((s, text) => handleVisitorMessage(s, text, env()).state, state);
const start = () => initialChatState(T0, context);
const KEY: LeadKey = { idempotencyKey: 'k'.repeat(20), reference: 'a'.repeat(32) };
const KEY2: LeadKey = { idempotencyKey: 'j'.repeat(20), reference: 'b'.repeat(32) };

/** What the function makes of what the chat sends, by its own schema: the enquiry, or null when refused. */
const received = (payload: object) => {
  const envelope = readEnvelope({ ...payload, captchaToken: 'simulated-captcha-1750000000000' });
  if (!envelope.ok) return null;
  const result = validateEnquiry(envelope.envelope);
  return result.ok ? result.enquiry : null;
};
const accepted = (payload: object) => received(payload) !== null;

/** The state with the visitor's messages of the given texts marked as the assistant left them unanswered (its engine decides that). */
const markUnanswered = (state: ChatState, ...texts: string[]): ChatState => ({
  ...state,
  messages: state.messages.map((m) => (!m.isBot && texts.includes(m.text) ? { ...m, unanswered: true } : m)),
});

describe('no e-mail, no lead', () => {
  it('nothing is sent before a valid name and a valid address, whatever was typed', () => {
    expect(nextChatLead(start(), NO_PROGRESS, '/')).toBeNull();
    expect(nextChatLead(converse(start(), 'Jane'), NO_PROGRESS, '/')).toBeNull();
    expect(nextChatLead(converse(start(), 'Jane', 'jane@', 'still not an address', 'pricing?'), NO_PROGRESS, '/')).toBeNull();
    expect(chatLeadToSend(converse(start(), 'admin', 'x@y.example'), NO_PROGRESS, '/', KEY)).toBeNull();
  });
});

describe('the conversation as a lead', () => {
  const atChat = converse(start(), 'Jane Doe', 'not-an-address', 'Jane@Example.com');

  it('once the address is given, the name and address alone are a lead the function accepts', () => {
    const lead = nextChatLead(atChat, NO_PROGRESS, '/about/');
    expect(lead).toEqual({ kind: 'chat', name: 'Jane Doe', email: 'jane@example.com', message: '', topics: '', page: '/about/', followUpOf: '', website: '' });
    expect(accepted(lead!)).toBe(true);
  });

  it('carries what the visitor wrote after the address (not the name or the refused address) and the topics asked about', () => {
    const talked = handleAction(converse(atChat, 'we need a voice AI pilot for 40 clinics', 'what does it cost?'), 'pricing', env()).state;
    const lead = nextChatLead(talked, NO_PROGRESS, '/pricing/');
    expect(lead).toMatchObject({
      message: `we need a voice AI pilot for 40 clinics\nwhat does it cost?\n${context.words.actionLabels.pricing}`,
      topics: 'pricing',
    });
    expect(accepted(lead!)).toBe(true);
  });

  it('after the lead, only what is new is sent, as a follow-up naming the lead’s reference', () => {
    const first = chatLeadToSend(converse(atChat, 'hello there'), NO_PROGRESS, '/', KEY)!;
    const sent = afterSent(NO_PROGRESS, first);
    const later = converse(atChat, 'hello there');
    expect(chatLeadToSend(later, sent, '/', KEY2)).toBeNull();
    const more = converse(later, 'show me your portfolio');
    const followUp = chatLeadToSend(more, sent, '/', KEY2)!;
    expect(followUp.idempotencyKey).toBe(KEY2.idempotencyKey);
    expect(followUp.payload).toMatchObject({ message: 'show me your portfolio', topics: 'portfolio', followUpOf: KEY.reference });
    expect(accepted(followUp.payload)).toBe(true);
    // A follow-up keeps naming the first lead.
    expect(afterSent(sent, followUp).reference).toBe(KEY.reference);
  });

  it('a send that went out is repeated as it was; one never sent takes in the newest messages under its key', () => {
    const prepared = chatLeadToSend(atChat, NO_PROGRESS, '/', KEY)!;
    const newer = converse(atChat, 'one more thing');
    const remade = chatLeadToSend(newer, { ...NO_PROGRESS, pending: prepared }, '/', KEY2)!;
    expect(remade.idempotencyKey).toBe(KEY.idempotencyKey);
    expect(remade.payload.message).toBe('one more thing');
    const started = { ...prepared, started: true };
    expect(chatLeadToSend(newer, { ...NO_PROGRESS, pending: started }, '/', KEY2)).toBe(started);
  });
});

describe('the questions the assistant could not answer', () => {
  const atChat = converse(start(), 'Jane Doe', 'jane@example.com');
  const asked = ['Do you integrate with Epic?', 'what does it cost?', 'Is there an on-premise edition?'];
  const talked = markUnanswered(converse(atChat, ...asked), asked[0], asked[2]);

  it('are marked in the transcript the team reads in the mail, the answered ones are not', () => {
    const lead = nextChatLead(talked, NO_PROGRESS, '/')!;
    expect(lead.message.split('\n')).toEqual([`${UNANSWERED_MARK} ${asked[0]}`, asked[1], `${UNANSWERED_MARK} ${asked[2]}`]);
    const mail = composeEnquiryEmail(received(lead)!, { receivedAt: new Date(T0), reference: KEY.reference });
    expect(mail.text).toContain(`> ${UNANSWERED_MARK} ${asked[0]}\n> ${asked[1]}\n> ${UNANSWERED_MARK} ${asked[2]}`);
  });

  it('a program reads them back from the lead the function stored, in the order asked', () => {
    const enquiry = received(nextChatLead(talked, NO_PROGRESS, '/')!);
    expect(enquiry?.kind === 'chat' && unansweredQuestions(enquiry.message)).toEqual([asked[0], asked[2]]);
  });

  it('a follow-up marks its own new questions only', () => {
    const sent = afterSent(NO_PROGRESS, chatLeadToSend(talked, NO_PROGRESS, '/', KEY)!);
    const later = markUnanswered(converse(talked, 'Do you have an office in Lyon?'), 'Do you have an office in Lyon?');
    expect(unansweredQuestions(chatLeadToSend(later, sent, '/', KEY2)!.payload.message)).toEqual(['Do you have an office in Lyon?']);
  });

  it('nothing else leaves the browser: the lead has the same fields as an unmarked one', () => {
    const lead = nextChatLead(talked, NO_PROGRESS, '/')!;
    expect(Object.keys(lead).sort()).toEqual(Object.keys(nextChatLead(converse(atChat, ...asked), NO_PROGRESS, '/')!).sort());
  });
});

describe('helpers', () => {
  it('topics in the order first asked, once each, without the catch-all', () => {
    expect(topicsAskedAbout(['hi', 'prices?', 'book a call', 'cost again'])).toEqual(['pricing', 'consultation']);
  });

  it('a transcript over the limit keeps the latest messages that fit, after a "…" line', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 300 }), { maxLength: 40 }), fc.integer({ min: 20, max: 2000 }), (texts, max) => {
        const result = transcript(texts, max);
        expect(result.length).toBeLessThanOrEqual(max);
        const lines = texts.map((t) => t.trim()).filter(Boolean);
        if (lines.join('\n').length <= max) expect(result).toBe(lines.join('\n'));
        else expect(result.startsWith('…\n')).toBe(true);
      }),
    );
  });

  it('stored progress that cannot be read starts afresh', () => {
    expect(readProgress('{')).toEqual(NO_PROGRESS);
    expect(readProgress('{"sentUpTo":-1}')).toEqual(NO_PROGRESS);
    expect(readProgress(JSON.stringify({ sentUpTo: 3, reference: KEY.reference }))).toEqual({ sentUpTo: 3, reference: KEY.reference });
  });
});
