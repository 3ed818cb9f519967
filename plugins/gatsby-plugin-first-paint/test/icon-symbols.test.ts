import fs from 'node:fs';
import path from 'node:path';
import { iconSprite } from '../../../gatsby/lib/icon-sprite';
import { ICON_NAMES } from '../../../src/lib/icon-names';
import { ICON_SPRITE_PATH, PAGE_SYMBOLS_ID } from '../../../src/lib/icons';
import { inlineIconSymbols, symbolsById } from '../lib/icon-symbols';

const lucideFile = (name: string) => fs.readFileSync(path.join(process.cwd(), 'node_modules/lucide-static/icons', `${name}.svg`), 'utf8');
const options = { iconSprite: ICON_SPRITE_PATH, iconSymbolsId: PAGE_SYMBOLS_ID };

/** The plugin over the site's own sprite and icon markup: a page carrying its own icons. */
describe('a page carrying its own icons', () => {
  const symbols = symbolsById(iconSprite(lucideFile));
  const page = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body class="light"><div id="___gatsby">${body}</div></body></html>`;
  // What the server renders: a reference into the sprite file, which the plugin turns into one into the page.
  const use = (name: string, from = ICON_SPRITE_PATH) => `<svg class="icon" aria-hidden="true" focusable="false"><use href="${from}#i-${name}"></use></svg>`;
  const carried = (html: string) => [...html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

  it('gets the symbols of exactly the icons it shows, once each, first thing in <body> (outside the React root), and draws them from there', () => {
    const html = inlineIconSymbols(page(use('mail') + use('phone') + use('mail')), symbols, options);
    expect(carried(html)).toEqual(['i-mail', 'i-phone']);
    expect(html).toContain(`<body class="light"><svg xmlns="http://www.w3.org/2000/svg" id="${PAGE_SYMBOLS_ID}" aria-hidden="true"><symbol id="i-mail"`);
    expect(html.indexOf(`id="${PAGE_SYMBOLS_ID}"`)).toBeLessThan(html.indexOf('id="___gatsby"'));
    expect(html).toContain(symbols.get('i-phone'));
    expect(html).not.toContain(ICON_SPRITE_PATH);
    expect(html).toContain(use('mail', ''));
  });

  it('is left alone when it shows no icon, or already carries its symbols (a second run of the build step)', () => {
    expect(inlineIconSymbols(page('<h1>Hi</h1>'), symbols, options)).toBe(page('<h1>Hi</h1>'));
    const once = inlineIconSymbols(page(use('mail')), symbols, options);
    expect(inlineIconSymbols(once, symbols, options)).toBe(once);
  });

  it('fails the build on an icon the sprite does not have, naming it', () => {
    expect(() => inlineIconSymbols(page(use('no-such-icon')), symbols, options)).toThrow('icons missing from the sprite: i-no-such-icon');
  });

  it('reads every symbol of the sprite back by id', () => {
    expect([...symbols.keys()]).toEqual(ICON_NAMES.map((name) => `i-${name}`));
  });
});
