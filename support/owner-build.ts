import fs from 'node:fs';
import path from 'node:path';
import { ROOT, gatsbyBuild, scratchSite } from './scratch-site';

/** The shipped identity (content/site/company.yaml) and what the owner replaces it with. */
export const SHIPPED = { host: 'aurelion.example', phone: '+1 (214) 555-0142', phoneDigits: '2145550142' };
export const OWNER = {
  siteUrl: 'https://www.northwind-ai.com',
  email: 'hello@northwind-ai.com',
  pressEmail: 'press@northwind-ai.com',
  privacyEmail: 'privacy@northwind-ai.com',
  phone: '+1 (469) 812-3346',
};
/** The deploy preview's own address: pages must still name the production address (URL). */
export const PREVIEW_URL = 'https://deploy-preview-7--northwind.netlify.app';
/** A fixed "today" after the first two events of content/site/events.yaml (2026-12-03 and 2027-01-20). */
export const OWNER_BUILD_DAY = '2027-01-21';

export interface OwnerBuild {
  publicDir: string;
  output: string;
}

const POLL_MS = 1_000;
const WAIT_LIMIT_MS = 600_000;

/**
 * The real content, with company.yaml naming the owner's e-mails and phone. Its siteUrl keeps the
 * shipped placeholder, as when an owner sets only Netlify's URL: the build must take the address
 * from URL and leave no trace of the placeholder.
 */
const writeOwnerContent = (content: string) => {
  fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true });
  const companyFile = path.join(content, 'site/company.yaml');
  let company = fs.readFileSync(companyFile, 'utf8');
  for (const field of ['email', 'pressEmail', 'privacyEmail', 'phone'] as const) {
    const line = new RegExp(`^${field}: .*$`, 'm');
    if (!line.test(company)) throw new Error(`content/site/company.yaml has no "${field}:" line: update writeOwnerContent`);
    company = company.replace(line, `${field}: "${OWNER[field]}"`);
  }
  fs.writeFileSync(companyFile, company);
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
    fs.writeFileSync(resultFile, JSON.stringify({ status, output, publicDir: path.join(site, 'public') }));
  }
  const started = Date.now();
  while (!fs.existsSync(resultFile)) {
    if (Date.now() - started > WAIT_LIMIT_MS) throw new Error(`the owner's build in ${root} did not finish within ${WAIT_LIMIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const { status, output, publicDir } = JSON.parse(fs.readFileSync(resultFile, 'utf8')) as OwnerBuild & { status: number | null };
  if (status !== 0) throw new Error(`the owner's gatsby build failed:\n${output.slice(-3000)}`);
  return { publicDir, output };
};
