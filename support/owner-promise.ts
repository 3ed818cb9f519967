import fs from 'node:fs';
import path from 'node:path';
import { readFactTable } from '../gatsby/lib/fact-table';
import { editMarkdownField, markdownFiles, publishDraft, readMarkdown } from './content-edits';
import { VISUAL_FIXTURE_CONTENT } from './visual-fixture';

/**
 * The owner's promise (CONTENT.md), kept on top of the owner's month in the same build
 * (support/owner-build.ts, which also renames the company): every draft release published, one
 * entry of each kind retired and one renamed, each by the one field CONTENT.md tells a writer to
 * change. Products are renamed and retired by the month itself, and a case study retired.
 * The entries are picked from the content, never named: a renamed one is one whose name no other
 * file writes out (every mention a token), so a leftover of its old name is the build's fault.
 */
export const OWNER_PROMISE = {
  releaseDate: '2026-12-16',
  newLabels: {
    solution: 'Clinic Copilot Programs',
    service: 'Applied Advisory Sprints',
    caseStudy: 'Harbor Learning Studio',
    press: '{{name}} Opens an Office in Fort Worth',
  },
} as const;

export type PromiseKind = keyof typeof OWNER_PROMISE.newLabels;

/** Where each kind lives and which field is its name. */
const KINDS: Record<PromiseKind, { folder: string; label: string; collection: 'solution' | 'service' | 'caseStudy' | 'press' }> = {
  solution: { folder: 'solutions', label: 'name', collection: 'solution' },
  service: { folder: 'services', label: 'title', collection: 'service' },
  caseStudy: { folder: 'portfolio', label: 'title', collection: 'caseStudy' },
  press: { folder: 'press', label: 'title', collection: 'press' },
};

export interface PromiseEntry {
  kind: PromiseKind;
  /** Its file, relative to the content folder. */
  file: string;
  slug: string;
  /** Its name as the site showed it before the edits (facts filled in). */
  label: string;
}

export interface OwnerPromise {
  /** The company's name before the owner's build renamed it. */
  companyBefore: string;
  /** The draft releases the promise publishes (those the month left), relative to the content folder. */
  published: string[];
  retired: PromiseEntry[];
  renamed: Array<PromiseEntry & { newLabel: string }>;
}

const textFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return /\.(md|ya?ml|txt)$/.test(entry.name) ? [full] : [];
  });

/** What the promise edits, read from the content before any edit (the fixture content the owner's build starts from). */
export const ownerPromise = (source: string = VISUAL_FIXTURE_CONTENT): OwnerPromise => {
  const facts = readFactTable(source, 'https://owner-promise.invalid');
  const allText = textFiles(source)
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  const writtenOnce = (label: string) => allText.split(label).length === 2;
  const pick = (kind: PromiseKind) => {
    const { folder, label, collection } = KINDS[kind];
    const byOrder = Object.entries(facts.entries[collection]).filter(([, entry]) => !entry.retired);
    const files = markdownFiles(path.join(source, folder));
    return byOrder.map(([slug, entry]) => {
      const file = files.find((candidate) => String(readMarkdown(candidate).slug) === slug);
      if (!file) throw new Error(`no file of ${folder}/ has the slug "${slug}"`);
      return { kind, file: path.relative(source, file), slug, label: entry.label, raw: String(readMarkdown(file)[label]) };
    });
  };
  const retired: PromiseEntry[] = [];
  const renamed: OwnerPromise['renamed'] = [];
  for (const kind of Object.keys(KINDS) as PromiseKind[]) {
    // The month retires the first case study by order; a release retired is one already published.
    const candidates = kind === 'caseStudy' ? pick(kind).slice(1) : pick(kind);
    const toRetire = kind === 'press' ? candidates.find(({ file }) => readMarkdown(path.join(source, file)).status === 'published') : candidates[0];
    const toRename = [...candidates].reverse().find((entry) => entry !== toRetire && writtenOnce(entry.raw));
    if (kind !== 'caseStudy') {
      if (!toRetire) throw new Error(`the fixture content has no ${kind} to retire`);
      retired.push({ kind, file: toRetire.file, slug: toRetire.slug, label: toRetire.label });
    }
    if (!toRename) throw new Error(`the fixture content has no ${kind} whose name only its own file writes out`);
    renamed.push({ kind, file: toRename.file, slug: toRename.slug, label: toRename.label, newLabel: OWNER_PROMISE.newLabels[kind] });
  }
  const published = markdownFiles(path.join(source, 'press'))
    .filter((file) => readMarkdown(file).status === 'draft')
    .map((file) => path.relative(source, file));
  return { companyBefore: facts.company.name, published, retired, renamed };
};

/** The promise's edits, written into a copy of the content after the month's. */
export const writeOwnerPromise = (content: string, promise: OwnerPromise = ownerPromise()) => {
  for (const file of promise.published) {
    if (readMarkdown(path.join(content, file)).status === 'draft') publishDraft(path.join(content, file), OWNER_PROMISE.releaseDate);
  }
  for (const { file } of promise.retired) editMarkdownField(path.join(content, file), 'retired', true);
  for (const { kind, file, newLabel } of promise.renamed) editMarkdownField(path.join(content, file), KINDS[kind].label, newLabel);
};
