/**
 * The "simple pattern" for e-mail addresses: text, @, text, dot, text, with no spaces and one @.
 * Shared by the contact form, the send-email function and the chat assistant so they cannot disagree.
 */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when the value, ignoring surrounding whitespace, matches the simple pattern. */
export const isSimpleEmail = (value: string): boolean => SIMPLE_EMAIL_PATTERN.test(value.trim());
