import fs from 'node:fs';
import path from 'node:path';
import { PAGE_SYMBOLS_ID } from '../../src/lib/icons';
import { iconShapes, iconSprite, inlineIconSymbols, symbolsById } from './icon-sprite';
import { ICON_NAMES, isIconName } from '../../src/lib/icon-names';
import { EVENT_TYPE_ICONS, iconFromEnumValue, UI_ICONS } from '../../src/lib/icons';
import { enums } from '../../src/lib/content-enums';
import { enumValueName } from '../../src/lib/enum-labels';

const lucideFile = (name: string) => fs.readFileSync(path.join(__dirname, '../../node_modules/lucide-static/icons', `${name}.svg`), 'utf8');

describe('icon sprite', () => {
  it('has one symbol per icon of the set, each with the shapes of its Lucide file', () => {
    const sprite = iconSprite(lucideFile);
    const ids = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(ICON_NAMES.map((name) => `i-${name}`));
    expect(sprite).toContain(iconShapes(lucideFile('heart-pulse')));
  });

  it('names only icons that exist in lucide-static, each once', () => {
    expect(new Set(ICON_NAMES).size).toBe(ICON_NAMES.length);
    const missing = ICON_NAMES.filter((name) => !fs.existsSync(path.join(__dirname, '../../node_modules/lucide-static/icons', `${name}.svg`)));
    expect(missing).toEqual([]);
  });

  it('keeps the shapes and drops the outer <svg> and licence comment of a file', () => {
    const shapes = iconShapes(lucideFile('mail'));
    expect(shapes).toMatch(/^<path d="m22 7/);
    expect(shapes).not.toContain('<svg');
    expect(shapes).not.toContain('@license');
  });

  it('fails loudly on a file that is not an SVG', () => {
    expect(() => iconShapes('<html></html>')).toThrow(/not an SVG/);
  });

  it('maps every event type and interface part to an icon of the set', () => {
    expect(Object.keys(EVENT_TYPE_ICONS).sort()).toEqual([...enums.EventType.values].sort());
    expect([...Object.values(EVENT_TYPE_ICONS), ...Object.values(UI_ICONS)].filter((name) => !isIconName(name))).toEqual([]);
  });

  it('reads every icon back from its GraphQL enum value', () => {
    expect(ICON_NAMES.map((name) => iconFromEnumValue(enumValueName(name)))).toEqual([...ICON_NAMES]);
  });
});

describe('a page carrying its own icons', () => {
  const symbols = symbolsById(iconSprite(lucideFile));
  const page = (body: string) => `<!DOCTYPE html><html><head><title>t</title></head><body class="light"><div id="___gatsby">${body}</div></body></html>`;
  const use = (name: string) => `<svg class="icon" aria-hidden="true" focusable="false"><use href="#i-${name}"></use></svg>`;
  const carried = (html: string) => [...html.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

  it('gets the symbols of exactly the icons it shows, once each, first thing in <body> (outside the React root)', () => {
    const html = inlineIconSymbols(page(use('mail') + use('phone') + use('mail')), symbols);
    expect(carried(html)).toEqual(['i-mail', 'i-phone']);
    expect(html).toContain(`<body class="light"><svg xmlns="http://www.w3.org/2000/svg" id="${PAGE_SYMBOLS_ID}" aria-hidden="true"><symbol id="i-mail"`);
    expect(html.indexOf(`id="${PAGE_SYMBOLS_ID}"`)).toBeLessThan(html.indexOf('id="___gatsby"'));
    expect(html).toContain(symbols.get('i-phone'));
  });

  it('is left alone when it shows no icon, or already carries its symbols (a second run of the build step)', () => {
    expect(inlineIconSymbols(page('<h1>Hi</h1>'), symbols)).toBe(page('<h1>Hi</h1>'));
    const once = inlineIconSymbols(page(use('mail')), symbols);
    expect(inlineIconSymbols(once, symbols)).toBe(once);
  });

  it('fails the build on an icon the sprite does not have, naming it', () => {
    expect(() => inlineIconSymbols(page(use('no-such-icon')), symbols)).toThrow('icons missing from the sprite: i-no-such-icon');
  });

  it('reads every symbol of the sprite back by id', () => {
    expect([...symbols.keys()]).toEqual(ICON_NAMES.map((name) => `i-${name}`));
  });
});
