import { type ChatLeadTopic } from '../contact/fields';
import { FIELD_MAX_LENGTH } from '../contact/lead-contract';
import type { ChatPayload } from '../contact/client';
import { routeChatMessage } from './route';
import type { ChatMessage, ChatState } from './types';
import { transcriptLine } from './unanswered';
import { validateChatEmail } from './validate';

/**
 * When the chat's conversation becomes a lead, and what that lead says. Pure: the window's hook
 * (src/components/chat/use-chat-lead.ts) decides when to send and does the sending.
 *
 * - No e-mail, no lead: only a conversation that reached the chat step (a valid name, then a
 *   valid address) is ever sent.
 * - One conversation is one lead. The first send carries everything the visitor wrote after
 *   giving their address (possibly nothing: the name and address alone are a lead); a later send
 *   carries only what was written since, and names the first lead's reference (a follow-up).
 * - A question the assistant found no answer to on the site is marked in the transcript
 *   (./unanswered): the team sees it, and the leads report lists it for the owner.
 */

/** What has been sent of this conversation, kept in session storage beside it. */
export type ChatLeadProgress = {
  /** The first lead's reference, once it was sent: follow-ups name it. */
  reference?: string;
  /** How many of the conversation's messages the sends so far covered. */
  sentUpTo: number;
  /** A send that started and has not been confirmed: a retry reuses its key and content. */
  pending?: PendingChatLead;
};

export type PendingChatLead = {
  idempotencyKey: string;
  /** The reference send-email derives from the key (../contact/reference): the Forms entry names it too. */
  reference: string;
  /** The messages this send covers: state.messages.length when it was made. */
  upTo: number;
  payload: Omit<ChatPayload, 'captchaToken'>;
  /** Once a request went out, key and content are fixed: a retry must be the same lead. */
  started: boolean;
};

export const NO_PROGRESS: ChatLeadProgress = { sentUpTo: 0 };

/** An Idempotency-Key and the reference send-email will derive from it (computed ahead: it is async). */
export type LeadKey = { idempotencyKey: string; reference: string };

/**
 * Index of the visitor's message that gave the accepted address: the first valid address that is
 * the stored one (the name step refuses anything with "@", the e-mail step stops at the first
 * valid one). -1 before the chat step.
 */
const emailMessageIndex = (state: ChatState): number =>
  state.step === 'chat' && state.visitor.email
    ? state.messages.findIndex((m) => {
        if (m.isBot) return false;
        const result = validateChatEmail(m.text);
        return result.ok && result.email === state.visitor.email;
      })
    : -1;

/** The visitor's messages after the address, from message index `from` on. */
const writtenSince = (state: ChatState, from: number): ChatMessage[] => {
  const start = Math.max(from, emailMessageIndex(state) + 1);
  return state.messages.slice(start).filter((m) => !m.isBot);
};

/** The topics the messages route to, in the order first asked, without the catch-all. */
export const topicsAskedAbout = (texts: readonly string[]): ChatLeadTopic[] => {
  const topics = texts.map(routeChatMessage).filter((topic): topic is ChatLeadTopic => topic !== 'generic');
  return [...new Set(topics)];
};

/** One message a line; over the limit, the latest lines that fit, after a "…" line. */
export const transcript = (texts: readonly string[], max: number = FIELD_MAX_LENGTH.chatMessage): string => {
  const lines = texts.map((text) => text.trim()).filter(Boolean);
  let kept = lines;
  while (kept.length > 0 && kept.join('\n').length > max) kept = kept.slice(1);
  if (kept.length === lines.length) return kept.join('\n');
  const marker = '…';
  if (kept.length === 0) return `${marker}\n${lines[lines.length - 1].slice(-(max - marker.length - 1))}`;
  while (kept.length > 0 && `${marker}\n${kept.join('\n')}`.length > max) kept = kept.slice(1);
  return [marker, ...kept].join('\n');
};

/**
 * What to send now, or null: nothing before the chat step; the first lead as soon as the step
 * is reached; afterwards a follow-up only when the visitor wrote something since the last send.
 */
export const nextChatLead = (state: ChatState, progress: ChatLeadProgress, page: string): Omit<ChatPayload, 'captchaToken'> | null => {
  if (emailMessageIndex(state) === -1 || !state.visitor.name || !state.visitor.email) return null;
  const written = writtenSince(state, progress.sentUpTo);
  if (progress.reference && written.length === 0) return null;
  return {
    kind: 'chat',
    name: state.visitor.name,
    email: state.visitor.email,
    message: transcript(written.map((m) => transcriptLine(m.text, m.unanswered === true))),
    topics: topicsAskedAbout(written.map((m) => m.text)).join(', '),
    page,
    followUpOf: progress.reference ?? '',
    website: '',
  };
};

/**
 * The send to make now, or null when nothing is unsent (or no key is ready for a new one).
 * A started send is repeated as it was; one never sent is remade with the newest messages under
 * its own key; otherwise a new send takes `spare`.
 */
export const chatLeadToSend = (state: ChatState, progress: ChatLeadProgress, page: string, spare: LeadKey | null): PendingChatLead | null => {
  const { pending } = progress;
  if (pending && (pending.started || pending.upTo === state.messages.length)) return pending;
  const payload = nextChatLead(state, progress, page);
  const key = pending ?? spare;
  if (!payload || !key) return null;
  return { idempotencyKey: key.idempotencyKey, reference: key.reference, upTo: state.messages.length, payload, started: false };
};

/** The progress once a send was accepted. */
export const afterSent = (progress: ChatLeadProgress, sent: PendingChatLead, reference = sent.reference): ChatLeadProgress => ({
  reference: progress.reference ?? reference,
  sentUpTo: Math.max(progress.sentUpTo, sent.upTo),
});

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads stored progress; anything malformed starts afresh (at worst a lead is sent again, never lost). */
export const readProgress = (raw: string | null): ChatLeadProgress => {
  if (raw === null) return NO_PROGRESS;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || typeof parsed.sentUpTo !== 'number' || !Number.isInteger(parsed.sentUpTo) || parsed.sentUpTo < 0) return NO_PROGRESS;
    const reference = typeof parsed.reference === 'string' ? parsed.reference : undefined;
    const stored = parsed.pending;
    const pending =
      isRecord(stored) &&
      isRecord(stored.payload) &&
      typeof stored.idempotencyKey === 'string' &&
      typeof stored.reference === 'string' &&
      typeof stored.upTo === 'number'
        ? ({ ...stored, started: stored.started === true } as PendingChatLead)
        : undefined;
    return { sentUpTo: parsed.sentUpTo, ...(reference ? { reference } : {}), ...(pending ? { pending } : {}) };
  } catch {
    return NO_PROGRESS;
  }
};
