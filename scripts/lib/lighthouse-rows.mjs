// One Lighthouse result as a table row: the figures the audit prints, and the budgets it checks.
const KB = 1024;

/** Absolute budgets for the whole-site run (the comparison mode judges by ratios instead). Scores compare as Lighthouse shows them (rounded to an integer). */
export const BUDGETS = {
  scores: 100,
  lcpMs: 1200,
  cls: 0, // compared at the 3 decimals printed
  tbtMs: 50,
  homeJsKb: 100,
  homeTotalKb: 200,
};

/** The row of one page from a Lighthouse result. */
export const rowOf = (page, lhr) => {
  const score = (id) => (lhr.categories[id]?.score === null || lhr.categories[id]?.score === undefined ? NaN : Math.round(lhr.categories[id].score * 100));
  const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const jsBytes = requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return {
    page,
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcpS: numeric('largest-contentful-paint') / 1000,
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    totalKb: numeric('total-byte-weight') / KB,
    jsKb: jsBytes / KB,
    // A page that asks not to be indexed (drafts, /auth/) fails SEO's is-crawlable on purpose.
    noindex: (lhr.audits['is-crawlable']?.details?.items ?? []).some((item) => /noindex/i.test(item.source?.snippet ?? '')),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
    // The slowdown this run simulated: the run's calibrated one, unless --cpu fixed it.
    cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN,
    failing: Object.values(lhr.categories).flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
        .map((ref) => `${category.id}:${ref.id}`),
    ),
  };
};

export const COLUMNS = [
  ['page', 44, (r) => r.page],
  ['perf', 5, (r) => r.perf],
  ['a11y', 5, (r) => r.a11y],
  ['bp', 4, (r) => r.bp],
  ['seo', 4, (r) => r.seo],
  ['LCP s', 6, (r) => r.lcpS.toFixed(2)],
  ['CLS', 6, (r) => r.cls.toFixed(3)],
  ['TBT ms', 7, (r) => Math.round(r.tbtMs)],
  ['total KB', 9, (r) => r.totalKb.toFixed(1)],
  ['JS KB', 7, (r) => r.jsKb.toFixed(1)],
];
export const formatRow = (cells) => cells.map((cell, i) => (i === 0 ? String(cell).padEnd(COLUMNS[i][1]) : String(cell).padStart(COLUMNS[i][1]))).join(' ');

export const missedBudgets = (row) => {
  const missed = [];
  for (const [key, label] of [
    ['perf', 'performance'],
    ['a11y', 'accessibility'],
    ['bp', 'best practices'],
    ['seo', 'SEO'],
  ]) {
    if (key === 'seo' && row.noindex && row.failing.every((id) => !id.startsWith('seo:') || id === 'seo:is-crawlable')) continue;
    if (!(row[key] >= BUDGETS.scores)) missed.push(`${label} ${row[key]}`);
  }
  if (!(row.lcpS * 1000 <= BUDGETS.lcpMs)) missed.push(`LCP ${row.lcpS.toFixed(2)} s > ${BUDGETS.lcpMs / 1000} s`);
  if (!(Number(row.cls.toFixed(3)) <= BUDGETS.cls)) missed.push(`CLS ${row.cls.toFixed(3)} > 0`);
  if (!(row.tbtMs <= BUDGETS.tbtMs)) missed.push(`TBT ${Math.round(row.tbtMs)} ms > ${BUDGETS.tbtMs} ms`);
  if (row.page === '/') {
    if (!(row.jsKb <= BUDGETS.homeJsKb)) missed.push(`JS ${row.jsKb.toFixed(1)} KB > ${BUDGETS.homeJsKb} KB`);
    if (!(row.totalKb <= BUDGETS.homeTotalKb)) missed.push(`total ${row.totalKb.toFixed(1)} KB > ${BUDGETS.homeTotalKb} KB`);
  }
  return missed;
};
