/** Where the build writes the assistant's answer units, fetched only once a conversation reaches its chat step. */
export const ANSWER_UNITS_PATH = '/search/answers.json';

/**
 * One thing a page says that can answer a question on its own: a sentence, a list item, or a
 * figure with its label ("Uptime: 99.9%"), with the heading it sits under as context.
 */
export interface AnswerUnit {
  /** The page's path (as in the search index). */
  path: string;
  heading: string;
  text: string;
  /** A label and its value ("Uptime: 99.9%"): it says what it measures, not of what, so a reply names the page with it. */
  figure: boolean;
}

/** The file: each page's title once, then its units as [page number, heading, text, 1 for a figure else 0]. */
export interface AnswerUnitsFile {
  pages: { path: string; title: string }[];
  units: [number, string, string, 0 | 1][];
}

export const unitsOf = (file: AnswerUnitsFile): AnswerUnit[] =>
  file.units.map(([page, heading, text, figure]) => ({ path: file.pages[page].path, heading, text, figure: figure === 1 }));

export const titlesOf = (file: AnswerUnitsFile): Map<string, string> => new Map(file.pages.map(({ path, title }) => [path, title]));
