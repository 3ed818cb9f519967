/** Decap's phrases by area (editor, ui, ...), then by part, as decap-cms-locales ships them (untyped). */
declare module 'decap-cms-locales' {
  export const en: Record<string, Record<string, Record<string, string | object>>>;
}
