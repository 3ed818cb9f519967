import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { readFactTable } from '../../gatsby/lib/fact-table';
import { entryRedirects } from '../../gatsby/lib/entry-redirects';
import { savedSlug, withFormerSlug } from '../../src/cms/save-checks';
import { COLLECTIONS, fillFacts, tokenProblems, type CollectionName, type FactTable } from '../../src/lib/facts';
import { editFrontmatter, splitFrontmatter } from '../../src/lib/yaml-edit';

/**
 * An entry's identity (the slug that tokens, navigation links and its address use) survives the
 * edits a writer makes in the CMS, on a scratch copy of the fixture content: a new name or title
 * moves nothing, and a changed slug keeps old tokens naming the entry and its old address
 * answering with a 301 to the new one.
 */
const FIXTURE = path.join(__dirname, '../fixtures/site-content/content');
const ORIGIN = 'https://identity.invalid';

/** Collections written as one Markdown file per entry, with the field that names the entry. */
const KINDS: Array<{ collection: CollectionName; folder: string; label: string }> = [
  { collection: 'solution', folder: 'solutions', label: 'name' },
  { collection: 'service', folder: 'services', label: 'title' },
  { collection: 'product', folder: 'products', label: 'name' },
  { collection: 'caseStudy', folder: 'portfolio', label: 'title' },
  { collection: 'press', folder: 'press', label: 'title' },
  { collection: 'legal', folder: 'legal', label: 'title' },
];

const frontmatter = (file: string): Record<string, unknown> => parse(splitFrontmatter(fs.readFileSync(file, 'utf8')).yaml) as Record<string, unknown>;
const markdownIn = (content: string, folder: string) =>
  fs
    .readdirSync(path.join(content, folder))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => path.join(content, folder, name));

/** The first entry of a kind on the site: not retired, and for case studies one with a page. */
const firstLive = (content: string, kind: (typeof KINDS)[number]): string => {
  const file = markdownIn(content, kind.folder).find((candidate) => {
    const data = frontmatter(candidate);
    return data.retired !== true && (kind.collection !== 'caseStudy' || data.hasCaseStudyPage === true);
  });
  if (!file) throw new Error(`the fixture content has no live entry in ${kind.folder}/`);
  return file;
};

/** Saves one file as the CMS does: its preSave keeps a changed slug's old one in formerSlugs. */
const saveAsTheCms = (file: string, changes: Record<string, unknown>) => {
  const opened = fs.readFileSync(file, 'utf8');
  const { body } = splitFrontmatter(opened);
  const data = { ...frontmatter(file), ...changes, body };
  fs.writeFileSync(file, editFrontmatter(opened, withFormerSlug(data, savedSlug(opened)) ?? data, []));
};

/** Every token of every content file that names nothing, as "file: message". */
const brokenTokens = (content: string, facts: FactTable): string[] =>
  fs
    .readdirSync(content, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(md|yaml)$/.test(name))
    .flatMap((name) =>
      tokenProblems(fs.readFileSync(path.join(content, name), 'utf8'), facts, new Set(['visitor'])).map(({ message }) => `${name}: ${message}`),
    );

const addresses = (facts: FactTable) =>
  Object.fromEntries(
    KINDS.map(({ collection }) => [collection, Object.fromEntries(Object.entries(facts.entries[collection]).map(([slug, entry]) => [slug, entry.url]))]),
  );

describe("an entry's identity in a scratch copy of the fixture content", () => {
  let content: string;
  beforeEach(() => {
    content = fs.mkdtempSync(path.join(os.tmpdir(), 'entry-identity-'));
    fs.cpSync(FIXTURE, content, { recursive: true, filter: (source) => !/\.(png|jpe?g|webp|zip)$/.test(source) });
  });
  afterEach(() => fs.rmSync(content, { recursive: true, force: true }));

  it('keeps every slug, address and token when the name or title of one entry of each kind changes', () => {
    const before = readFactTable(content, ORIGIN);
    expect(brokenTokens(content, before)).toEqual([]);
    const renamed = KINDS.map((kind) => {
      const file = firstLive(content, kind);
      const name = `${String(frontmatter(file)[kind.label])} Renamed`;
      saveAsTheCms(file, { [kind.label]: name });
      return { collection: kind.collection, slug: String(frontmatter(file).slug), name };
    });
    const after = readFactTable(content, ORIGIN);
    expect(addresses(after)).toEqual(addresses(before));
    expect(brokenTokens(content, after)).toEqual([]);
    for (const { collection, slug, name } of renamed)
      expect({ collection, slug, label: after.entries[collection][slug].label }).toEqual({ collection, slug, label: fillFacts(name, after) });
    expect(entryRedirects(after)).toEqual(entryRedirects(before));
  });

  it('keeps old tokens naming an entry whose slug was changed in the CMS, and its old address answering a 301 to its page', () => {
    const moved = KINDS.map((kind) => {
      const file = firstLive(content, kind);
      const { slug, formerSlugs = [] } = frontmatter(file) as { slug: string; formerSlugs?: string[] };
      saveAsTheCms(file, { slug: `${slug}-next` });
      expect(frontmatter(file).formerSlugs).toEqual([...formerSlugs, slug]);
      return { collection: kind.collection, slug };
    });
    const facts = readFactTable(content, ORIGIN);
    expect(brokenTokens(content, facts)).toEqual([]);
    const redirects = entryRedirects(facts);
    for (const { collection, slug } of moved) {
      const entry = facts.entries[collection][`${slug}-next`];
      expect(entry.formerSlugs).toContain(slug);
      for (const from of entry.formerUrls!) expect(redirects).toContainEqual({ from, to: entry.url });
      expect(entry.formerUrls).not.toContain(entry.url);
    }
  });

  it('sends the old address of a retired entry whose slug was changed to its section', () => {
    const kind = KINDS.find(({ collection }) => collection === 'product')!;
    const file = firstLive(content, kind);
    saveAsTheCms(file, { slug: `${String(frontmatter(file).slug)}-next` });
    saveAsTheCms(file, { retired: true });
    const entry = readFactTable(content, ORIGIN).entries.product[String(frontmatter(file).slug)];
    expect(entry.formerUrls!.length).toBeGreaterThan(0);
    for (const from of entry.formerUrls!) expect(entryRedirects(readFactTable(content, ORIGIN))).toContainEqual({ from, to: COLLECTIONS.product.section });
  });
});
