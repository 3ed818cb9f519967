import { CHAT_ACTIONS } from './names';
import { CHAT_STEPS, type ChatAction, type ChatMessage, type ChatPageLink, type ChatState } from './types';
import { validateChatEmail, validateChatName } from './validate';

/** Bumped when the stored shape changes, so an old tab's data is dropped rather than misread. */
const STORAGE_VERSION = 1;

export const serializeChat = (state: ChatState): string => JSON.stringify({ version: STORAGE_VERSION, state });

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const includes = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

const readMessage = (value: unknown): ChatMessage | null => {
  if (!isRecord(value)) return null;
  const { id, text, isBot, timestamp, actions, links, unanswered } = value;
  if (typeof id !== 'string' || typeof text !== 'string' || typeof isBot !== 'boolean') return null;
  if (typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null;
  const message: ChatMessage = { id, text, isBot, timestamp };
  if (unanswered === true && !isBot) message.unanswered = true;
  if (Array.isArray(links) && links.every((link) => isRecord(link) && ['href', 'title', 'passage'].every((key) => typeof link[key] === 'string'))) {
    message.links = (links as ChatPageLink[])
      .filter(({ href }) => href.startsWith('/') && !href.startsWith('//'))
      .map(({ href, title, passage }) => ({ href, title, passage }));
  }
  if (actions === undefined) return message;
  if (!Array.isArray(actions)) return null;
  const valid = actions.every((a) => isRecord(a) && typeof a.label === 'string' && includes(CHAT_ACTIONS, a.action));
  if (!valid) return null;
  message.actions = (actions as { label: string; action: ChatAction }[]).map(({ label, action }) => ({ label, action }));
  return message;
};

/** undefined when absent, null when present but invalid, else the cleaned value. */
const readVisitorField = (value: unknown, clean: (raw: string) => string | null): string | null | undefined =>
  value === undefined ? undefined : typeof value === 'string' ? clean(value) : null;

/** Reads what serializeChat wrote; anything malformed or inconsistent gives null (start afresh). */
export const restoreChat = (raw: string | null): ChatState | null => {
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.version !== STORAGE_VERSION || !isRecord(parsed.state)) return null;
  const { step, visitor, messages, inPlay } = parsed.state;
  if (!includes(CHAT_STEPS, step) || !isRecord(visitor) || !Array.isArray(messages)) return null;

  // Stored visitor data must still pass the rules and match the step it claims to have passed.
  const name = readVisitorField(visitor.name, (raw) => {
    const r = validateChatName(raw);
    return r.ok ? r.name : null;
  });
  const email = readVisitorField(visitor.email, (raw) => {
    const r = validateChatEmail(raw);
    return r.ok ? r.email : null;
  });
  if (name === null || email === null) return null;
  if ((step !== 'name') !== (name !== undefined) || (step === 'chat') !== (email !== undefined)) return null;

  const read = messages.map(readMessage);
  if (read.some((m) => m === null)) return null;
  const entry = isRecord(inPlay) && typeof inPlay.name === 'string' && typeof inPlay.path === 'string' && inPlay.path.startsWith('/') ? inPlay : null;
  return {
    step,
    visitor: { ...(name === undefined ? {} : { name }), ...(email === undefined ? {} : { email }) },
    messages: read.filter((m): m is ChatMessage => m !== null),
    ...(entry && { inPlay: { name: String(entry.name), path: String(entry.path) } }),
  };
};
