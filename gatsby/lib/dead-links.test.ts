import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deadInternalLinks, internalPath } from './dead-links';

const SITE = 'https://www.example.com';

describe('internal links of the built pages', () => {
  let publicDir: string;
  beforeAll(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dead-links-'));
    fs.mkdirSync(path.join(publicDir, 'about'));
    fs.writeFileSync(path.join(publicDir, 'about/index.html'), '');
    fs.writeFileSync(path.join(publicDir, 'llms.txt'), '');
  });
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it('lead to a page or file of the build, or to a redirect; each one that does not is named with its page', () => {
    const html = [
      '<a href="/about/">ok</a>',
      '<a href="/about/?x=1#team">ok, query and fragment aside</a>',
      `<a href="${SITE}/llms.txt">ok, absolute to this site</a>`,
      '<a href="/products/retired/">redirected</a>',
      '<a href="/products/gone/">dead</a>',
      '<a href="https://elsewhere.example/x">another site</a>',
      '<a href="mailto:a@b.example">mail</a>',
      '<a href="#top">fragment</a>',
    ].join('');
    expect(deadInternalLinks(publicDir, [{ pagePath: '/', html }], SITE, new Set(['/products/retired/']))).toEqual(['/ → /products/gone/']);
  });

  it('are told from links to other sites, mail and phone', () => {
    expect(internalPath('/a/b/?q#f', SITE)).toBe('/a/b/');
    expect(internalPath(`${SITE}/c/`, SITE)).toBe('/c/');
    for (const href of ['https://other.example/', 'tel:+1', 'mailto:x@y.example', '#x']) expect(internalPath(href, SITE)).toBeUndefined();
  });
});
