/**
 * Characters a reader cannot see but a mail client obeys: the bidirectional controls (embeddings
 * and overrides U+202A–202E, isolates U+2066–2069, the marks U+200E/U+200F and U+061C) reorder
 * what follows them, so "Eve\u202Egnp.exe" displays as "Eveexe.png"; the zero-width characters
 * (U+200B–200D, U+2060 word joiner, U+FEFF) hide inside a name or make two names look alike.
 * They are removed from every value that reaches a mail header or one of the mail's own field
 * lines, and never count towards a minimum length (three U+200B are not a two-character name).
 */
const INVISIBLE = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u200b-\u200d\u2060\ufeff]/g;

export function removeInvisible(value: string): string {
  return value.replace(INVISIBLE, '');
}
