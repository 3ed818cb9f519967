import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Reporter } from 'gatsby';
import { iconSprite } from '../lib/icon-sprite';
import { ICON_NAMES } from '../../src/lib/icon-names';
import { ICON_SPRITE_PATH } from '../../src/lib/icons';
import { FONT_URL } from '../../src/styles/static-css';

const ROOT = process.cwd();
const PUBLIC = path.join(ROOT, 'public');
// Resolved from the site root at run time (Gatsby's bundler of this file does not keep require.resolve).
const resolve = createRequire(path.join(ROOT, 'package.json')).resolve;

/**
 * Files the design serves from stable addresses, written into public/ from node_modules at each
 * build (never committed copies that could drift): the Inter woff2 (Latin subset, variable) and
 * the Lucide sprite of the icons in src/lib/icons.ts.
 */
export const writeDesignAssets = (reporter: Reporter): void => {
  const fontSource = resolve(`@fontsource-variable/inter/files/${path.basename(FONT_URL)}`);
  const fontTarget = path.join(PUBLIC, FONT_URL);
  fs.mkdirSync(path.dirname(fontTarget), { recursive: true });
  fs.copyFileSync(fontSource, fontTarget);

  const iconDir = path.dirname(resolve('lucide-static/icons/mail.svg'));
  const sprite = iconSprite((name) => fs.readFileSync(path.join(iconDir, `${name}.svg`), 'utf8'));
  const spriteTarget = path.join(PUBLIC, ICON_SPRITE_PATH);
  fs.mkdirSync(path.dirname(spriteTarget), { recursive: true });
  fs.writeFileSync(spriteTarget, sprite);
  reporter.info(
    `Design: ${FONT_URL} (${(fs.statSync(fontTarget).size / 1024).toFixed(1)} KB), ${ICON_SPRITE_PATH} (${ICON_NAMES.length} icons, ${(sprite.length / 1024).toFixed(1)} KB)`,
  );
};
