import fs from 'node:fs';
import path from 'node:path';
import { placeholdersIn } from '../../src/lib/placeholder-text';
import { routes } from '../../src/lib/routes';
import { readFactTable } from '../../gatsby/lib/fact-table';
import { answerChecks, VISITOR_FLOOR, VISITOR_SETS, GOALS, pooled, printable, share, summary } from '../../support/answer-checks';
import { builtTexts, visibleText, writtenForms } from '../../support/built-texts';
import { markdownFiles, readMarkdown } from '../../support/content-edits';
import { OWNER, ownerBuild } from '../../support/owner-build';
import { ownerPromise, type OwnerPromise } from '../../support/owner-promise';

/** The visitors' question sets, held to the floor below the shipped site's goals (support/answer-checks.ts). */
const QUESTION_FILES = VISITOR_SETS.map(({ file }) => file);

/** The fact table's collection of each kind the promise renames. */
const COLLECTION = { solution: 'solution', service: 'service', caseStudy: 'caseStudy', press: 'press' } as const;

/**
 * The owner's promise (CONTENT.md), checked on the owner's build, which carries it on top of the
 * month (support/owner-promise.ts): every draft release published, a product, solution, service,
 * case study and release retired (owner-month.test.ts follows each retired entry), the company
 * (company-identity.test.ts) and an entry of each kind renamed by its one name field. The build must pass, and nothing it
 * publishes outside the CMS (public/admin/) may say an old name.
 */
describe("the owner's promise: drafts published, entries retired and renamed, the company renamed", () => {
  let publicDir: string;
  let contentDir: string;
  let promise: OwnerPromise;
  const page = (route: string) => fs.readFileSync(path.join(publicDir, route, 'index.html'), 'utf8');

  beforeAll(async () => {
    ({ publicDir, contentDir } = await ownerBuild());
    promise = ownerPromise();
  }, 660_000);

  it('publishes every draft release: none is left a draft, and no release page says "Coming Soon" or holds a placeholder', () => {
    expect(promise.published.length).toBeGreaterThan(0);
    const releases = markdownFiles(path.join(contentDir, 'press'))
      .map(readMarkdown)
      .filter((release) => release.retired !== true);
    expect(releases.filter((release) => release.status !== 'published').map((release) => release.slug)).toEqual([]);
    for (const { slug } of releases) {
      const text = visibleText(page(routes.pressRelease(String(slug))));
      expect({ slug, comingSoon: text.includes('Coming Soon'), placeholders: placeholdersIn(text) }).toEqual({ slug, comingSoon: false, placeholders: [] });
    }
  });

  it('shows each new name on its page, at the address the entry had, and the company’s new name on every page', () => {
    const facts = readFactTable(contentDir, OWNER.siteUrl);
    expect(promise.renamed.map(({ kind }) => kind).sort()).toEqual(Object.keys(COLLECTION).sort());
    for (const { kind, slug } of promise.renamed) {
      const entry = facts.entries[COLLECTION[kind]][slug];
      const html = page(entry.url);
      expect({ slug, named: writtenForms(entry.label).some((form) => html.includes(`>${form}<`)) }).toEqual({ slug, named: true });
    }
    expect(page(routes.home)).toContain(facts.company.name);
    expect(page(routes.contact)).toContain(facts.company.name);
  });

  it('leaves no old name in any file it publishes outside the CMS', () => {
    const facts = readFactTable(contentDir, OWNER.siteUrl);
    const oldNames = [promise.companyBefore, ...promise.renamed.map(({ label }) => label)];
    // Today's facts that hold an old name are no leftover (a legal name the owner kept, "Aurelion AI, Inc.").
    const current = [...Object.values(facts.company), ...Object.values(facts.entries).flatMap((entries) => Object.values(entries).map(({ label }) => label))]
      .filter((fact) => oldNames.some((old) => fact.includes(old)))
      .flatMap(writtenForms);
    const leftovers = builtTexts(publicDir)
      .filter(({ file }) => !file.startsWith(`admin${path.sep}`))
      .flatMap(({ file, text }) => {
        const rest = current.reduce((remaining, fact) => remaining.split(fact).join(' '), text);
        return oldNames.filter((old) => writtenForms(old).some((form) => rest.includes(form))).map((old) => `${file}: ${old}`);
      });
    expect(leftovers).toEqual([]);
  });

  it("answers visitors' questions on the edited site, search and the assistant alike; a question one of whose answering pages was retired is dropped and counted", () => {
    const { facts, visitors } = answerChecks(publicDir, contentDir, QUESTION_FILES);
    // The sets' pages are the fixture's: on the edited site each holds fewer questions, so they are judged together.
    visitors.forEach(({ file, search, assistant }, i) => {
      const { blind } = VISITOR_SETS[i];
      console.log(
        `${summary(`Owner's site, search, ${path.basename(file)}`, printable(search, blind))}\n${summary(`Owner's site, assistant, ${path.basename(file)}`, printable(assistant, blind))}`,
      );
    });
    // Every figure is printed before any is judged: a miss in one set should not hide the others.
    const judged = [
      { name: "search, all visitors' sets", figures: pooled(visitors.map((set) => set.search)), goal: VISITOR_FLOOR },
      { name: "assistant, all visitors' sets", figures: pooled(visitors.map((set) => set.assistant)), goal: VISITOR_FLOOR },
      ...facts.map(({ set, figures }) => ({ name: `assistant, fact questions (${set})`, figures, goal: GOALS.facts })),
    ];
    console.log(judged.map(({ name, figures }) => summary(`Owner's site, ${name}`, figures)).join('\n'));
    expect(judged.filter(({ figures, goal }) => figures.total === 0 || share(figures) < goal).map(({ name }) => name)).toEqual([]);
  });
});
