/**
 * The spec's "simple pattern" for e-mail addresses (§5): text, @, text, dot, text.
 * Shared by the contact form, the send-email function and the chat assistant so they cannot disagree.
 */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** True when the value, ignoring surrounding whitespace, matches the simple pattern. */
export const isSimpleEmail = (value: string): boolean => SIMPLE_EMAIL_PATTERN.test(value.trim());
