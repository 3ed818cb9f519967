/**
 * The footer's copyright line. A legal name that already ends in a period ("Aurelion AI, Inc.")
 * ends the sentence itself: "© 2026 Aurelion AI, Inc. All rights reserved.", never "Inc..".
 */
export const copyrightLine = (year: number, legalName: string): string => {
  const name = legalName.trim();
  return `© ${year} ${name}${name.endsWith('.') ? '' : '.'} All rights reserved.`;
};
