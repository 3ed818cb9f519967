import { isSimpleEmail } from '../email-pattern';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;

/** Rejected when they appear as a whole word ("Test User"), so "Testa", "Aidan" and "Abbot" pass. */
export const RESERVED_NAME_WORDS: readonly string[] = [
  'admin',
  'administrator',
  'ai',
  'anonymous',
  'bot',
  'guest',
  'moderator',
  'null',
  'root',
  'support',
  'system',
  'test',
  'undefined',
  'user',
];

/**
 * Rejected anywhere in the name, separators ignored. Kept to words that do not occur inside
 * real names (no "ass", "cock", "dick" or "shit", which hit Cassandra, Hitchcock, Dickens, Toshitaka).
 */
export const PROFANITIES: readonly string[] = [
  'asshole',
  'bastard',
  'bitch',
  'bullshit',
  'cunt',
  'dickhead',
  'faggot',
  'fuck',
  'nigger',
  'shithead',
  'wanker',
  'whore',
];

/** Letters (any script, with combining marks), space, hyphen, straight or typographic apostrophe, dot. */
const ALLOWED_NAME = /^[\p{L}\p{M} .'’-]+$/u;
const HAS_LETTER = /\p{L}/u;
const FOUR_SAME_IN_A_ROW = /(.)\1{3,}/u;
const NOT_A_LETTER = /[^\p{L}\p{M}]+/gu;

export type NameResult = { ok: true; name: string } | { ok: false };
export type EmailResult = { ok: true; email: string } | { ok: false };

/**
 * A chat name: NAME_MIN_LENGTH to NAME_MAX_LENGTH characters (code points, after trimming and
 * NFC), letters with spaces, hyphens, apostrophes and dots, no four same characters in a row, no
 * reserved word (admin, test, …) and no profanity.
 */
export const validateChatName = (raw: string): NameResult => {
  const name = raw.normalize('NFC').trim();
  const length = Array.from(name).length;
  if (length < NAME_MIN_LENGTH || length > NAME_MAX_LENGTH) return { ok: false };
  if (!ALLOWED_NAME.test(name) || !HAS_LETTER.test(name)) return { ok: false };

  const lower = name.toLowerCase();
  if (FOUR_SAME_IN_A_ROW.test(lower)) return { ok: false };

  const words = lower.split(NOT_A_LETTER).filter(Boolean);
  // Joined letters also catch "A.I." and "Ad-min".
  const joined = words.join('');
  if (words.some((word) => RESERVED_NAME_WORDS.includes(word)) || RESERVED_NAME_WORDS.includes(joined)) {
    return { ok: false };
  }
  if (PROFANITIES.some((word) => joined.includes(word))) return { ok: false };
  return { ok: true, name };
};

/** Same simple pattern as the contact form; stored trimmed and lowercased. */
export const validateChatEmail = (raw: string): EmailResult => {
  const email = raw.trim();
  return isSimpleEmail(email) ? { ok: true, email: email.toLowerCase() } : { ok: false };
};
