import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import { buildDay, isPastDate } from '../gatsby/lib/dated-content';
import { CONTENT_DIR, readContent } from './content-files';
import { fillFacts, fillFactsDeep } from '../src/lib/facts';
import { resolveEntryLinks } from '../src/lib/entry-links';
import { readFactTable } from '../gatsby/lib/fact-table';
import { buildSiteOrigin } from '../gatsby/site-origin';

/**
 * The content the browser tests expect on the pages, read from the content the build read
 * (content/, or CONTENT_DIR) when the tests load: a writer's edit changes what they expect, never
 * whether they pass. Fact tokens are filled in as the build fills them (src/lib/facts.ts), and
 * retired entries, which the build leaves out, are left out here too.
 */
export { CONTENT_DIR };

const { records } = readContent(CONTENT_DIR);
const origin = buildSiteOrigin(CONTENT_DIR);
if (!origin.ok) throw new Error(origin.message);
/** The origin this build writes into absolute URLs: the URL environment variable when set, else siteUrl (gatsby/site-origin.ts). */
export const SITE_ORIGIN = origin.origin;
const facts = readFactTable(CONTENT_DIR, SITE_ORIGIN);
/** The chat fills in the visitor's name itself. */
const RUN_TIME_TOKENS = new Set(['visitor']);

/** Every entry of a content type (e.g. 'Solution', 'PressRelease') on the site, as its frontmatter or YAML gives it, facts filled in. */
export const entriesOf = <T = Record<string, unknown>>(type: string): T[] =>
  records.filter((record) => record.type === type && record.data.retired !== true).map((record) => fillFactsDeep(record.data, facts) as T);

/** A YAML file of content/site/, whole, facts filled in (entry links of navigation.yaml too). */
export const siteData = <T>(name: string): T => {
  const data = fillFactsDeep(
    yaml.load(fs.readFileSync(path.join(CONTENT_DIR, 'site', `${name}.yaml`), 'utf8')) as Record<string, unknown>,
    facts,
    RUN_TIME_TOKENS,
  );
  return (name === 'navigation' ? resolveEntryLinks(data, facts).record : data) as T;
};

/** A Markdown file's frontmatter and body, facts filled in. */
export const markdownFile = (relative: string): { data: Record<string, unknown>; body: string } => {
  const { data, content } = matter(fs.readFileSync(path.join(CONTENT_DIR, relative), 'utf8'));
  return { data: fillFactsDeep(data, facts), body: fillFacts(content, facts) };
};

export interface Company {
  name: string;
  legalName: string;
  siteUrl: string;
  email: string;
  pressEmail: string;
  location: string;
  freeConsultationMinutes: number;
  consultationOffer: string;
  replyWithinHours: number;
}
export const company = (): Company => siteData<Company>('company');

export interface NavLink {
  label: string;
  to: string;
}
export const navigation = (): { header: NavLink[]; demo: NavLink; footerCompany: NavLink[] } => siteData('navigation');

/** The header link that leads to `to` (its label is the writer's). */
export const headerLabel = (to: string): string => {
  const link = navigation().header.find((entry) => entry.to === to);
  if (!link) throw new Error(`content/site/navigation.yaml has no header link to ${to}`);
  return link.label;
};

/**
 * The events the build lists: those whose date has not passed on the build's day (the build drops
 * past ones, gatsby/node-apis/on-create-node.ts). SITE_TODAY sets that day, as it does for the build.
 */
export const upcomingEvents = <T extends { date: Date | string }>(): T[] => {
  const today = buildDay(new Date(), process.env.SITE_TODAY);
  return entriesOf<T>('Event').filter((event) => !isPastDate(event.date instanceof Date ? event.date.toISOString() : String(event.date), today));
};
