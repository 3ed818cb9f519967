import fs from 'node:fs';
import path from 'node:path';
import { iconShapes, iconSprite } from './icon-sprite';
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
