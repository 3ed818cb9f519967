import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { fillFacts, type CollectionName, type FactEntry, type FactTable } from '../../src/lib/facts';
import { routes } from '../../src/lib/routes';

/**
 * The facts of a content folder, read from its files (src/lib/facts.ts says what tokens name).
 * Read from disk rather than from Gatsby's nodes: a token in one file names another file's
 * entry, and nodes are made one file at a time.
 */

type Data = Record<string, unknown>;

const textFields = (data: Data): Record<string, string> =>
  Object.fromEntries(Object.entries(data).flatMap(([key, value]) => (typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [])));

const markdownData = (folder: string): Data[] => {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .flatMap((name) => {
      try {
        return [matter(fs.readFileSync(path.join(folder, name), 'utf8')).data as Data];
      } catch {
        return []; // a file that does not parse fails its own validation, naming it
      }
    });
};

/** How each collection's files become entries: where they live, their slug, label and address. */
const SOURCES: Record<
  CollectionName,
  { folder: string; slug: (data: Data) => string; label: string; url: (slug: string) => string; keep?: (data: Data) => boolean }
> = {
  solution: { folder: 'solutions', slug: (d) => String(d.slug), label: 'name', url: routes.solution },
  service: { folder: 'services', slug: (d) => String(d.slug), label: 'title', url: routes.service },
  product: { folder: 'products', slug: (d) => String(d.slug), label: 'name', url: routes.product },
  portfolio: { folder: 'portfolio', slug: (d) => String(d.slug), label: 'title', url: routes.caseStudy },
  caseStudy: { folder: 'portfolio', slug: (d) => String(d.slug), label: 'title', url: routes.caseStudy, keep: (d) => d.hasCaseStudyPage === true },
  press: { folder: 'press', slug: (d) => String(d.slug), label: 'title', url: routes.pressRelease },
  legal: { folder: 'legal', slug: (d) => String(d.slug), label: 'title', url: routes.legal },
};

const entriesOf = (contentDir: string, collection: CollectionName): Record<string, FactEntry> => {
  const source = SOURCES[collection];
  const records = markdownData(path.join(contentDir, source.folder)).filter((data) => typeof data[source.label] === 'string' && (source.keep?.(data) ?? true));
  const byOrder = (a: Data, b: Data) => Number(a.order ?? 0) - Number(b.order ?? 0) || String(a[source.label]).localeCompare(String(b[source.label]));
  return Object.fromEntries(
    [...records].sort(byOrder).map((data) => {
      const slug = source.slug(data);
      // A portfolio item without a case study page has no page of its own: its address is the portfolio.
      const hasPage = collection !== 'portfolio' || data.hasCaseStudyPage === true;
      const formerSlugs = Array.isArray(data.formerSlugs) ? data.formerSlugs.map(String) : [];
      return [
        slug,
        {
          label: String(data[source.label]),
          url: hasPage ? source.url(slug) : routes.portfolio,
          retired: data.retired === true,
          fields: textFields(data),
          formerSlugs,
          formerUrls: hasPage ? formerSlugs.map(source.url) : [],
        },
      ];
    }),
  );
};

/** The company's facts: every text or number field of company.yaml, with the build's origin as siteUrl and its host. */
const companyFacts = (contentDir: string, siteUrl: string): Record<string, string> => {
  const file = path.join(contentDir, 'site', 'company.yaml');
  const data = fs.existsSync(file) ? ((yaml.load(fs.readFileSync(file, 'utf8')) as Data | null) ?? {}) : {};
  return { ...textFields(data), siteUrl, host: new URL(siteUrl).host };
};

/** A fact's own text may name other facts ({{name}} in a product's description): filled once, from the raw table. */
const filledOnce = (table: FactTable): FactTable => {
  const fillEntry = (entry: FactEntry): FactEntry => ({
    ...entry,
    label: fillFacts(entry.label, table),
    fields: Object.fromEntries(Object.entries(entry.fields).map(([key, value]) => [key, fillFacts(value, table)])),
  });
  return {
    company: Object.fromEntries(Object.entries(table.company).map(([key, value]) => [key, fillFacts(value, table)])),
    entries: Object.fromEntries(
      Object.entries(table.entries).map(([collection, entries]) => [
        collection,
        Object.fromEntries(Object.entries(entries).map(([slug, entry]) => [slug, fillEntry(entry)])),
      ]),
    ) as FactTable['entries'],
  };
};

export const readFactTable = (contentDir: string, siteUrl: string): FactTable =>
  filledOnce({
    company: companyFacts(contentDir, siteUrl),
    entries: Object.fromEntries(
      (Object.keys(SOURCES) as CollectionName[]).map((collection) => [collection, entriesOf(contentDir, collection)]),
    ) as FactTable['entries'],
  });
