import { cardTitleFromHtml, ogCardSvg, ogEyebrow, wrapWords } from './og-card';
import { absoluteUrl, ogImagePath } from '../../src/lib/seo-urls';

describe('ogImagePath', () => {
  it.each([
    ['/', '/og/home.png'],
    ['/about/', '/og/about.png'],
    ['/solutions/healthcare/', '/og/solutions/healthcare.png'],
    ['/404/', '/og/404.png'],
    ['/404.html', '/og/404.png'],
    ['/contact/?demo=true', '/og/contact.png'],
  ])('%s → %s', (path, image) => {
    expect(ogImagePath(path)).toBe(image);
  });
});

it('absoluteUrl joins the origin and a path without doubling the slash', () => {
  expect(absoluteUrl('https://aurelion.example', '/about/')).toBe('https://aurelion.example/about/');
  expect(absoluteUrl('https://aurelion.example/', '/about/')).toBe('https://aurelion.example/about/');
});

it('ogEyebrow names the section of content pages only', () => {
  expect(ogEyebrow('/solutions/healthcare/')).toBe('AI Solution');
  expect(ogEyebrow('/press/vodex-partnership/')).toBe('Press Release');
  expect(ogEyebrow('/solutions/')).toBe('');
  expect(ogEyebrow('/')).toBe('');
});

describe('cardTitleFromHtml', () => {
  it('takes the <title> without the site suffix and decodes entities', () => {
    const html = '<html><head><title data-gatsby-head="true">Results &amp; Impact: Nova&#x27;s &quot;AI&quot; | Aurelion AI</title></head></html>';
    expect(cardTitleFromHtml(html, 'Aurelion AI')).toBe('Results & Impact: Nova\'s "AI"');
  });

  it('drops the brand prefix of the home page title, keeps other titles whole, and reports a page without one', () => {
    expect(cardTitleFromHtml('<title>Aurelion AI | AI Solutions</title>', 'Aurelion AI')).toBe('AI Solutions');
    expect(cardTitleFromHtml('<title>Page not found</title>', 'Aurelion AI')).toBe('Page not found');
    expect(cardTitleFromHtml('<html></html>', 'Aurelion AI')).toBeNull();
  });
});

describe('wrapWords', () => {
  it('fills lines up to the width', () => {
    expect(wrapWords('Enterprise AI Readiness Audit', 16, 3)).toEqual(['Enterprise AI', 'Readiness Audit']);
  });

  it('cuts after the last line with an ellipsis', () => {
    expect(wrapWords('one two three four five six', 9, 2)).toEqual(['one two', 'three…']);
  });
});

describe('ogCardSvg', () => {
  const svg = ogCardSvg({ title: 'Aurelion AI & Vodex <Voice>', eyebrow: 'Press Release', siteName: 'Aurelion AI', host: 'aurelion.example' });

  it('is a 1200 × 630 SVG with the escaped title, eyebrow, brand and host', () => {
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
    expect(svg).toContain('>Aurelion AI &amp; Vodex</tspan>');
    expect(svg).toContain('>&lt;Voice&gt;</tspan>');
    expect(svg).toContain('PRESS RELEASE');
    expect(svg).toContain('>aurelion.example</text>');
    expect(svg).not.toContain('<Voice>');
  });

  it('sets long titles smaller so they fit in three lines', () => {
    const long = ogCardSvg({ title: 'A very long press release title about a partnership that goes on and on', eyebrow: '', siteName: 'S', host: 'h' });
    expect(long).toContain('font-size="52"');
    expect(long.match(/<tspan /g)?.length).toBeLessThanOrEqual(3);
  });
});
