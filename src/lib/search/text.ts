/**
 * How search reads words, the same when the build indexes a page and when a visitor types: lower
 * case, accents dropped, and a light English stemmer, so "agreements" finds "agreement" and
 * "automating" finds "automation". Words that carry no meaning in a question ("how", "do", "you")
 * are dropped, so a visitor's whole sentence ranks by its telling words.
 */

const STOP_WORDS = new Set(
  (
    'a an and are as at be been but by can could did do does for from had has have how i if in into is it its me my ' +
    'of on or our ours so than that the their them then there these they this those to was we were what when where which ' +
    'who whom why will with would you your yours us any anyone some just also about get got need want wants like ' +
    'should shall may might must am im ive youre dont does doesnt tell know much many very help'
  ).split(' '),
);

/** Splits text into words: letters and digits, keeping inner apostrophes out ("company's" → "company", "s"). */
export const words = (text: string): string[] =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A word's stem: plural and verb endings removed (a light stemmer, deliberately conservative). */
export const stem = (word: string): string => {
  let w = word;
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (/(ss|us|is)$/.test(w)) return w;
  else if (/(ches|shes|xes|sses|zes)$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s')) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 5 && w.endsWith('ion')) w = w.slice(0, -3);
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
};

/** The indexed form of one word, or null for a word search ignores. */
export const searchTerm = (word: string): string | null => {
  const lower = words(word)[0];
  if (!lower || STOP_WORDS.has(lower)) return null;
  return stem(lower);
};

/** The indexed forms of a text's telling words, in order. */
export const searchTerms = (text: string): string[] => words(text).flatMap((word) => searchTerm(word) ?? []);
