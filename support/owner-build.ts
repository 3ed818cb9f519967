import fs from 'node:fs';
import path from 'node:path';
import { editFrontmatter } from '../src/lib/yaml-edit';
import { writeOwnerPromise } from './owner-promise';
import { editMarkdownField, editYamlFile, markdownFiles, publishDraft, readMarkdown, readYaml } from './content-edits';
import { gatsbyBuild, scratchSite } from './scratch-site';
import { VISUAL_FIXTURE_CONTENT } from './visual-fixture';

/** The shipped identity (content/site/company.yaml) and what the owner replaces it with. */
export const SHIPPED = { host: 'aurelion.example', phone: '+1 (214) 555-0142', phoneDigits: '2145550142' };
export const OWNER = {
  name: 'Northwind AI',
  legalName: 'Northwind AI, LLC',
  siteUrl: 'https://www.northwind-ai.com',
  email: 'hello@northwind-ai.com',
  pressEmail: 'press@northwind-ai.com',
  privacyEmail: 'privacy@northwind-ai.com',
  phone: '+1 (469) 812-3346',
};
/** The deploy preview's own address: pages must still name the production address (URL). */
export const PREVIEW_URL = 'https://deploy-preview-7--northwind.netlify.app';
/** A fixed "today" for the owner's build: events dated before it are left out. */
export const OWNER_BUILD_DAY = '2027-01-21';

/**
 * An ordinary month of the owner's edits, written as the CMS writes them (src/lib/yaml-edit.ts):
 * the hero's first subtext rewritten, the extended-consulting price raised, the legal pages' date
 * changed, the first draft release published with its placeholders filled in, a product added as a
 * copy of another with its own name, slug and texts, two events added (one already past on the
 * build day, one to come), the footer's first product renamed, its second product and the first
 * case study retired; each an edit of one field in one file. A valid edit must leave the build and
 * the content tests green.
 */
export const OWNER_MONTH = {
  renamedProductName: 'Northwind Recall',
  heroSubtext: 'Practical AI for teams that need results this quarter: we plan it, build it and run it with you.',
  priceRaiseUsd: 50,
  lastUpdated: 'March 2026',
  releaseDate: '2026-12-15',
  product: {
    slug: 'voicebridge',
    name: 'VoiceBridge',
    tagline: 'A voice agent that answers, books and hands off every call',
    description: 'VoiceBridge answers your business line with a natural AI voice, books appointments and hands complex calls to your team.',
  },
  pastEvent: {
    title: 'Owner Breakfast Briefing',
    date: '2027-01-12',
    location: 'Plano, TX',
    summary: 'A morning briefing for local partners.',
    type: 'Summit',
  },
  newEvent: {
    title: 'Owner Spring Roundtable',
    date: '2027-06-09',
    location: 'Fort Worth, TX',
    summary: 'An afternoon of case studies with our clients.',
    type: 'Workshop',
  },
} as const;

export interface OwnerBuild {
  publicDir: string;
  /** The owner's edited content folder the build read. */
  contentDir: string;
  output: string;
}

/** The owner's month starts from the frozen fixture content, so an edit of content/ never changes what it tests. */
const OWNER_SOURCE_CONTENT = VISUAL_FIXTURE_CONTENT;

const POLL_MS = 1_000;
const WAIT_LIMIT_MS = 600_000;

/**
 * The real content, with company.yaml naming the owner's company, e-mails and phone, a month of the
 * owner's edits (OWNER_MONTH), then the promise's (support/owner-promise.ts: every draft published,
 * one entry of each kind retired and one renamed). Its siteUrl keeps the shipped placeholder, as when an owner sets only
 * Netlify's URL: the build must take the address from URL and leave no trace of the placeholder.
 */
const writeOwnerContent = (content: string) => {
  fs.cpSync(OWNER_SOURCE_CONTENT, content, { recursive: true });
  const companyFile = path.join(content, 'site/company.yaml');
  let company = fs.readFileSync(companyFile, 'utf8');
  for (const field of ['name', 'legalName', 'email', 'pressEmail', 'privacyEmail', 'phone'] as const) {
    const line = new RegExp(`^${field}: .*$`, 'm');
    if (!line.test(company)) throw new Error(`content/site/company.yaml has no "${field}:" line: update writeOwnerContent`);
    company = company.replace(line, `${field}: "${OWNER[field]}"`);
  }
  fs.writeFileSync(companyFile, company);
  writeOwnerMonth(content);
  writeOwnerPromise(content);
};

/** The first draft release: writeOwnerMonth publishes it. */
const releaseToPublish = (content: string) => {
  const file = markdownFiles(path.join(content, 'press')).find((candidate) => readMarkdown(candidate).status === 'draft');
  if (!file) throw new Error('content/press/ has no draft release left to publish: writeOwnerMonth needs one');
  return file;
};

const writeOwnerMonth = (content: string) => {
  editYamlFile(path.join(content, 'site/home.yaml'), (home) => {
    const [first, ...rest] = home.heroVariants as Array<Record<string, unknown>>;
    return { ...home, heroVariants: [{ ...first, subtext: OWNER_MONTH.heroSubtext }, ...rest] };
  });
  editYamlFile(path.join(content, 'site/company.yaml'), (company) => ({
    ...company,
    blockPriceUsd: Number(company.blockPriceUsd) + OWNER_MONTH.priceRaiseUsd,
  }));
  for (const file of markdownFiles(path.join(content, 'legal'))) {
    fs.writeFileSync(file, editFrontmatter(fs.readFileSync(file, 'utf8'), { ...readMarkdown(file), lastUpdated: OWNER_MONTH.lastUpdated }, []));
  }
  publishDraft(releaseToPublish(content), OWNER_MONTH.releaseDate);
  const products = markdownFiles(path.join(content, 'products'));
  const orders = products.map((file) => Number(readMarkdown(file).order));
  // A new product is not the "Most Popular" one: the copy drops the badge it may have taken along,
  // and the former slugs, which are the original's (the CMS drops them from a duplicate too).
  const { badge: _badge, formerSlugs: _formerSlugs, body: copiedBody, ...copied } = readMarkdown(products[0]);
  // The copy's text names its own product, as the original's names the original.
  const ownName = String(copiedBody)
    .split(`{{product:${String(copied.slug)}`)
    .join(`{{product:${OWNER_MONTH.product.slug}`);
  const copy = { ...copied, ...OWNER_MONTH.product, order: Math.max(...orders) + 1, body: ownName };
  fs.writeFileSync(path.join(content, 'products', `${OWNER_MONTH.product.slug}.md`), editFrontmatter(undefined, copy, []));
  editYamlFile(path.join(content, 'site/events.yaml'), (events) => ({
    ...events,
    events: [...(events.events as unknown[]), OWNER_MONTH.pastEvent, OWNER_MONTH.newEvent],
  }));
  const before = beforeTheMonth(content);
  editMarkdownField(path.join(content, 'products', `${before.renamed.slug}.md`), 'name', OWNER_MONTH.renamedProductName);
  editMarkdownField(path.join(content, 'products', `${before.retiredProduct.slug}.md`), 'retired', true);
  editMarkdownField(firstCaseStudy(content), 'retired', true);
};

/** The release writeOwnerMonth publishes: its slug, as the build's page address uses it. */
export const publishedReleaseSlug = (): string => String(readMarkdown(releaseToPublish(OWNER_SOURCE_CONTENT)).slug);

/** The slug an entry link of navigation.yaml points at ("product:nova-ai" → "nova-ai"). */
const footerProductSlugs = (content: string): string[] =>
  (readYaml(path.join(content, 'site/navigation.yaml')).footerProducts as Array<{ entry?: string }>).flatMap(({ entry }) =>
    entry?.startsWith('product:') ? [entry.slice('product:'.length)] : [],
  );

/** The first case study by order: its file. */
const firstCaseStudy = (content: string): string => {
  const studies = markdownFiles(path.join(content, 'portfolio')).filter((file) => readMarkdown(file).hasCaseStudyPage === true);
  const [first] = studies.sort((a, b) => Number(readMarkdown(a).order) - Number(readMarkdown(b).order));
  if (!first) throw new Error('the fixture content has no case study left to retire');
  return first;
};

/** What the month changes, as the content said before it: the facts and names that must leave the built site. */
export interface BeforeTheMonth {
  renamed: { slug: string; name: string };
  retiredProduct: { slug: string; name: string };
  retiredCaseStudy: { slug: string; title: string };
  blockPriceUsd: number;
  phone: string;
  company: { name: string; legalName: string };
}

export const beforeTheMonth = (content: string = OWNER_SOURCE_CONTENT): BeforeTheMonth => {
  const [renamedSlug, retiredSlug] = footerProductSlugs(content);
  if (!renamedSlug || !retiredSlug) throw new Error('navigation.yaml names fewer than two products in the footer: writeOwnerMonth needs two');
  const nameOf = (slug: string) => String(readMarkdown(path.join(content, 'products', `${slug}.md`)).name);
  const study = readMarkdown(firstCaseStudy(content));
  const company = readYaml(path.join(content, 'site/company.yaml'));
  return {
    renamed: { slug: renamedSlug, name: nameOf(renamedSlug) },
    retiredProduct: { slug: retiredSlug, name: nameOf(retiredSlug) },
    retiredCaseStudy: { slug: String(study.slug), title: String(study.title) },
    blockPriceUsd: Number(company.blockPriceUsd),
    phone: String(company.phone),
    company: { name: String(company.name), legalName: String(company.legalName) },
  };
};

/**
 * One real `gatsby build` of the site as an owner ships it: the real content with the owner's
 * contacts, built as a deploy preview of the owner's address (URL) on a fixed day. Several test
 * files read it: the first to ask builds it in OWNER_BUILD_ROOT (made by the build project's global
 * setup) while the others wait, so the suite pays for one build, not one per file.
 */
export const ownerBuild = async (): Promise<OwnerBuild> => {
  const root = process.env.OWNER_BUILD_ROOT;
  if (!root) throw new Error("OWNER_BUILD_ROOT is not set: run this through jest's build project (tests/build/global-setup.ts sets it)");
  const resultFile = path.join(root, 'result.json');
  let builder = false;
  try {
    fs.mkdirSync(path.join(root, 'lock'));
    builder = true;
  } catch {
    // Another test file is building it.
  }
  if (builder) {
    const site = scratchSite('site', root);
    writeOwnerContent(path.join(site, 'content'));
    const { status, output } = gatsbyBuild(site, {
      URL: OWNER.siteUrl,
      CONTEXT: 'deploy-preview',
      DEPLOY_PRIME_URL: PREVIEW_URL,
      CONTENT_DIR: path.join(site, 'content'),
      SITE_TODAY: OWNER_BUILD_DAY,
    });
    fs.writeFileSync(resultFile, JSON.stringify({ status, output, publicDir: path.join(site, 'public'), contentDir: path.join(site, 'content') }));
  }
  const started = Date.now();
  while (!fs.existsSync(resultFile)) {
    if (Date.now() - started > WAIT_LIMIT_MS) throw new Error(`the owner's build in ${root} did not finish within ${WAIT_LIMIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const { status, output, publicDir, contentDir } = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as OwnerBuild & { status: number | null };
  if (status !== 0) throw new Error(`the owner's gatsby build failed:\n${output.slice(-3000)}`);
  return { publicDir, contentDir, output };
};
