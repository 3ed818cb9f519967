/** "+1 (214) 555-0142" → "tel:+12145550142": dialers want digits and a leading plus only. */
export const telHref = (phone: string): string => {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? '+' : ''}${digits.replace(/\+/g, '')}`;
};
