import path from 'node:path';
import Sequencer from '@jest/test-sequencer';

/**
 * The end-to-end files that run longest (each loads every page, or starts its own development
 * server), longest first. Started first, they leave the short files to fill the workers' ends, so
 * the workers finish together. Jest orders by the last run's times where it has them, and on a fresh
 * clone (CI) by file size, which puts the 4-line sweep file last. Only the order depends on this
 * list: a file missing from it runs after those in it.
 */
const LONGEST_FIRST = ['cms', 'every-page-dark-phone', 'every-page-light-desktop', 'a11y', 'chat', 'routes-and-content', 'lead-recovery'];

const rank = (test) => {
  const index = LONGEST_FIRST.indexOf(path.basename(test.path, '.e2e.test.ts'));
  return index === -1 ? LONGEST_FIRST.length : index;
};

/** Jest's own order (failed first, then slowest), with the longest end-to-end files moved ahead. */
export default class LongestFirstSequencer extends Sequencer {
  async sort(tests) {
    return [...(await super.sort(tests))].sort((a, b) => rank(a) - rank(b));
  }
}
