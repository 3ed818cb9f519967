import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const SITE_FILES = ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-ssr.tsx', 'gatsby-browser.tsx', 'tsconfig.json', 'package.json', 'gatsby', 'src', 'static'];

/** The shipped identity (content/site/company.yaml) and what the owner replaces it with. */
const OLD = { host: 'aurelion.example', phone: '+1 (214) 555-0142', phoneDigits: '2145550142' };
const NEW = {
  siteUrl: 'https://www.northwind-ai.com',
  email: 'hello@northwind-ai.com',
  pressEmail: 'press@northwind-ai.com',
  privacyEmail: 'privacy@northwind-ai.com',
  phone: '+1 (469) 812-3346',
};
/** A fixed "today" after the first two events of content/site/events.yaml (2026-12-03 and 2027-01-20). */
const TODAY = '2027-01-21';

/** Files of the publish folder a visitor or a crawler can read as text. */
const TEXT_FILE = /\.(html|json|js|txt|xml|yml|css|svg|webmanifest)$|^_headers$|^_redirects$/;

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });

/**
 * A real `gatsby build` in a scratch copy of the site, over a copy of the real content whose
 * company.yaml names a new address, e-mails and phone: nothing of the old ones may be left anywhere
 * in what is published, and the new ones must be where visitors and journalists look.
 */
describe('the company identity of a build', () => {
  let scratch: string;
  let publicDir: string;
  let output = '';
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8');

  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'company-identity-build-'));
    for (const name of SITE_FILES) fs.cpSync(path.join(ROOT, name), path.join(scratch, name), { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
    const content = path.join(scratch, 'content');
    fs.cpSync(path.join(ROOT, 'content'), content, { recursive: true });
    const companyFile = path.join(content, 'site/company.yaml');
    const company = fs
      .readFileSync(companyFile, 'utf8')
      .replace(/^siteUrl: .*$/m, `siteUrl: "${NEW.siteUrl}"`)
      .replace(/^email: .*$/m, `email: "${NEW.email}"`)
      .replace(/^pressEmail: .*$/m, `pressEmail: "${NEW.pressEmail}"`)
      .replace(/^privacyEmail: .*$/m, `privacyEmail: "${NEW.privacyEmail}"`)
      .replace(/^phone: .*$/m, `phone: "${NEW.phone}"`);
    fs.writeFileSync(companyFile, company);
    const result = spawnSync(path.join(ROOT, 'node_modules/.bin/gatsby'), ['build'], {
      cwd: scratch,
      env: { ...process.env, URL: NEW.siteUrl, CONTEXT: 'production', CONTENT_DIR: content, SITE_TODAY: TODAY, GATSBY_TELEMETRY_DISABLED: '1', CI: 'true' },
      encoding: 'utf8',
      timeout: 600_000,
    });
    output = `${result.stdout}\n${result.stderr}`;
    if (result.status !== 0) throw new Error(`gatsby build failed:\n${output.slice(-3000)}`);
    publicDir = path.join(scratch, 'public');
  }, 660_000);
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('leaves no trace of the old address, e-mails or phone in any published text file', () => {
    const files = walk(publicDir).filter((file) => TEXT_FILE.test(path.basename(file)));
    expect(files.length).toBeGreaterThan(100);
    const traces = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return [OLD.host, OLD.phone, OLD.phoneDigits].filter((old) => text.includes(old)).map((old) => `${path.relative(publicDir, file)}: ${old}`);
    });
    expect(traces).toEqual([]);
  });

  it('shows the new e-mail and phone on /contact/, as links', () => {
    const html = read('contact/index.html');
    expect(html).toContain(`href="mailto:${NEW.email}"`);
    expect(html).toContain('href="tel:+14698123346"');
    expect(html).toContain(NEW.phone);
  });

  it('writes the new details into the media kit', () => {
    const factSheet = read('media-kit/aurelion-company-fact-sheet.txt');
    for (const value of [NEW.siteUrl, NEW.email, NEW.pressEmail, NEW.privacyEmail, NEW.phone]) expect(factSheet).toContain(value);
    const bios = read('media-kit/aurelion-executive-bios.txt');
    expect(bios).toContain(NEW.pressEmail);
    expect(bios).toContain(`${NEW.siteUrl}/newsroom/`);
  });

  it('names the new host and privacy address in the privacy policy, which ends with a way to contact us', () => {
    const html = read('privacy/index.html');
    const text = html.replace(/<[^>]*>/g, '');
    expect(text).toContain(`through ${new URL(NEW.siteUrl).host} (the`);
    expect(html).toContain(`href="mailto:${NEW.privacyEmail}">${NEW.privacyEmail}</a>`);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main.slice(main.lastIndexOf('<h2')).match(/href="\/contact\/"/)).not.toBeNull();
  });

  it('prints no placeholder-contact warning once every detail reaches someone', () => {
    expect(output).not.toContain('reach no one');
  });

  it(`lists no event dated before the build's fixed day (${TODAY})`, () => {
    const events = read('events/index.html');
    expect(events).not.toContain('Enterprise AI Leadership Summit 2026');
    expect(events).not.toContain('Voice AI for Customer Service: Live Webinar');
    expect(events).toContain('Healthcare AI Innovation Conference 2027');
    expect(read('newsroom/index.html')).not.toContain('Enterprise AI Leadership Summit 2026');
  });
});
