import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { readFactTable } from '../../gatsby/lib/fact-table';
import { OWNER, OWNER_BUILD_DAY, SHIPPED, beforeTheMonth, ownerBuild } from '../../support/owner-build';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

/** Files of the publish folder a visitor or a crawler can read as text. */
const TEXT_FILE = /\.(html|json|js|txt|xml|yml|css|svg|webmanifest)$|^_headers$|^_redirects$/;

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });

/**
 * The owner's build (support/owner-build.ts): the real content with a company.yaml naming a new
 * address, e-mails and phone. Nothing of the shipped ones may be left anywhere in what is
 * published, and the new ones must be where visitors and journalists look.
 */
describe('the company identity of a build', () => {
  let publicDir: string;
  let contentDir: string;
  let output = '';
  const read = (file: string) => fs.readFileSync(path.join(publicDir, file), 'utf8');

  beforeAll(async () => {
    ({ publicDir, contentDir, output } = await ownerBuild());
  }, 660_000);

  it('leaves no trace of the old address, e-mails or phone in any published text file', () => {
    const files = walk(publicDir).filter((file) => TEXT_FILE.test(path.basename(file)));
    expect(files.length).toBeGreaterThan(100);
    const traces = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return [SHIPPED.host, SHIPPED.phone, SHIPPED.phoneDigits].filter((old) => text.includes(old)).map((old) => `${path.relative(publicDir, file)}: ${old}`);
    });
    expect(traces).toEqual([]);
  });

  it("names the company as the owner's company.yaml does in every published text file outside the CMS, the web manifest included", () => {
    const shipped = beforeTheMonth().company;
    const files = walk(publicDir).filter((file) => TEXT_FILE.test(path.basename(file)) && !path.relative(publicDir, file).startsWith('admin/'));
    const traces = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return [shipped.name, shipped.legalName].filter((old) => text.includes(old)).map((old) => `${path.relative(publicDir, file)}: ${old}`);
    });
    expect(traces).toEqual([]);
    const { company } = readFactTable(contentDir, OWNER.siteUrl);
    const manifest = JSON.parse(read('site.webmanifest')) as { name: string; short_name: string; description: string };
    expect(manifest).toMatchObject({ name: company.name, short_name: company.name, description: company.description });
  });

  it('shows the new e-mail and phone on /contact/, as links', () => {
    const html = read('contact/index.html');
    expect(html).toContain(`href="mailto:${OWNER.email}"`);
    expect(html).toContain('href="tel:+14698123346"');
    expect(html).toContain(OWNER.phone);
  });

  it('writes the new details into the media kit', () => {
    const factSheet = read('media-kit/aurelion-company-fact-sheet.txt');
    for (const value of [OWNER.siteUrl, OWNER.email, OWNER.pressEmail, OWNER.privacyEmail, OWNER.phone]) expect(factSheet).toContain(value);
    const bios = read('media-kit/aurelion-executive-bios.txt');
    expect(bios).toContain(OWNER.pressEmail);
    expect(bios).toContain(`${OWNER.siteUrl}/newsroom/`);
  });

  it('names the new host and privacy address in the privacy policy, which ends with a way to contact us', () => {
    const html = read('privacy/index.html');
    const text = html.replace(/<[^>]*>/g, '');
    expect(text).toContain(`through ${new URL(OWNER.siteUrl).host} (the`);
    expect(html).toContain(`href="mailto:${OWNER.privacyEmail}">${OWNER.privacyEmail}</a>`);
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main.slice(main.lastIndexOf('<h2')).match(/href="\/contact\/"/)).not.toBeNull();
  });

  it('prints no placeholder-contact warning once every detail reaches someone', () => {
    expect(output).not.toContain('reach no one');
  });

  it(`lists the events dated from the build's fixed day (${OWNER_BUILD_DAY}) and none before it`, () => {
    const { events } = parse(fs.readFileSync(path.join(contentDir, 'site/events.yaml'), 'utf8')) as { events: Array<{ title: string; date: string | Date }> };
    const isPast = (event: { date: string | Date }) => new Date(event.date).toISOString().slice(0, 10) < OWNER_BUILD_DAY;
    const past = events.filter(isPast).map((event) => escapeHtml(event.title));
    const coming = events.filter((event) => !isPast(event)).map((event) => escapeHtml(event.title));
    expect(past.length).toBeGreaterThan(0);
    expect(coming.length).toBeGreaterThan(0);
    const listed = read('events/index.html');
    expect(past.filter((title) => listed.includes(title))).toEqual([]);
    expect(coming.filter((title) => !listed.includes(title))).toEqual([]);
    expect(past.filter((title) => read('newsroom/index.html').includes(title))).toEqual([]);
  });
});
