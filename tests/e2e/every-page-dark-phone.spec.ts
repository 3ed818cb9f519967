import { expect, test } from '../../support/browser-test';
import { describeEveryPage } from '../../support/every-page';
import { routes } from '../../src/lib/routes';
import { SEARCH_UI_PATH } from '../../src/lib/search/index-file';
import {
  HOME_BUDGET_KB,
  IMAGE_RUNTIME_ALLOWANCE_KB,
  SEARCH_PAGE_ALLOWANCE_KB,
  KB,
  PAGE_BUDGET_KB,
  budgetOf,
  buildFirstLoad,
  groupFiles,
  gzipBytes,
  hasGatsbyImage,
  isImageHydrator,
  kb,
  stats,
  type PageJs,
} from '../../support/first-load-js';

/**
 * Every page as a phone visitor with the dark theme saved sees it, at 390 px and then at 360 and 320 px
 * (checks in support/every-page.ts); then the JavaScript each page loads on that visit, against its
 * budget (definition in support/first-load-js.ts). Runs in the phone-dark project only.
 */
const sweep = describeEveryPage('phone-dark');

test.describe('JavaScript budget per page (first load, gzip -9)', { tag: sweep.tag }, () => {
  const measured: PageJs[] = [];
  /** Every built page's first load, measured once (by the first test that needs it) from the sweep's visits. */
  const measure = async () => {
    if (measured.length > 0) return;
    const rows: PageJs[] = [];
    for (const page of sweep.builtPaths) {
      const fromBuild = buildFirstLoad(page);
      const { scripts } = await sweep.visitOf(page);
      const extraFiles = scripts.map((file) => file.replace(/^\//, '')).filter((file) => !fromBuild.includes(file));
      const buildBytes = fromBuild.reduce((sum, file) => sum + gzipBytes(file), 0);
      const extraBytes = extraFiles.reduce((sum, file) => sum + gzipBytes(file), 0);
      rows.push({ page, hasGatsbyImage: hasGatsbyImage(page), fromBuild: buildBytes, extraFiles, total: buildBytes + extraBytes });
    }
    measured.push(...rows);
    const table = measured.map(
      (row) =>
        `${row.page.padEnd(46)} ${kb(row.fromBuild).padStart(7)} ${kb(row.total - row.fromBuild).padStart(7)} ${kb(row.total).padStart(7)} ${String(budgetOf(row)).padStart(6)}${row.extraFiles.length ? `  extra: ${row.extraFiles.join(', ')}` : ''}`,
    );
    const shared = groupFiles('app')
      .map((file) => `${file} ${kb(gzipBytes(file))}`)
      .join(', ');
    console.log(
      [
        `First-load JavaScript per page, KB gzip -9 (shared by all: ${shared})`,
        `${'page'.padEnd(46)} ${'build'.padStart(7)} ${'extra'.padStart(7)} ${'total'.padStart(7)} ${'budget'.padStart(6)}`,
        ...table,
      ].join('\n'),
    );
  };

  test('counts every built page, the home page included', async () => {
    await measure();
    expect(measured.map((row) => row.page)).toContain('/');
    expect(measured.length).toBe(sweep.builtPaths.length);
  });

  test(`keeps the home page within ${HOME_BUDGET_KB} KB`, async () => {
    await measure();
    const home = measured.find((row) => row.page === '/');
    expect(home).toBeDefined();
    // On failure, the message lists the files and their sizes: where the bytes went.
    const over =
      !home || home.total / KB > HOME_BUDGET_KB
        ? [
            `/: ${kb(home?.total ?? 0)} KB = ${[...buildFirstLoad('/'), ...(home?.extraFiles ?? [])].map((file) => `${file} ${kb(gzipBytes(file))}`).join(' + ')}`,
          ]
        : [];
    expect(over).toEqual([]);
  });

  test(`keeps every other page within ${PAGE_BUDGET_KB} KB, or ${PAGE_BUDGET_KB + IMAGE_RUNTIME_ALLOWANCE_KB} KB with a GatsbyImage (the search page: + ${SEARCH_PAGE_ALLOWANCE_KB} KB for search)`, async () => {
    await measure();
    const over = measured
      .filter((row) => row.page !== '/' && row.total / KB > budgetOf(row))
      .map((row) => `${row.page}: ${kb(row.total)} KB > ${budgetOf(row)} KB`);
    expect(over).toEqual([]);
  });

  test('fetches no other script until the visitor asks for it (chat window, modals load on demand)', async () => {
    await measure();
    // The lazy chunks exist as their own chunk groups, i.e. they are split out of the first load...
    const groups = Object.keys(stats().namedChunkGroups);
    expect(groups).toEqual(expect.arrayContaining(['chat-window', 'consultation-modal']));
    // ...and no page pulls any script beyond its first-load set on its own, but GatsbyImage's hydrator
    // and, on the search page alone, the search bundle.
    const isSearchPageBundle = (page: string, file: string) => page === routes.search && `/${file}` === SEARCH_UI_PATH;
    const unasked = measured.flatMap((row) =>
      row.extraFiles
        .filter((file) => !(row.hasGatsbyImage && isImageHydrator(file)) && !isSearchPageBundle(row.page, file))
        .map((file) => `${row.page}: ${file}`),
    );
    expect(unasked).toEqual([]);
  });
});
