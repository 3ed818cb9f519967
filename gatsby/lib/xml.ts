/** Escapes text for XML element content and attribute values (SVG, HTML attributes). */
export const escapeXml = (text: string): string =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char);
