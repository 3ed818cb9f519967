import fs from 'node:fs';
import path from 'node:path';
import { zipEntries } from './zip-entries';

/** Every file under a folder, depth first. */
export const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

/** Every text a visitor or a crawler can fetch from the build (pages, scripts, data, feeds, downloads), archives opened. */
export const builtTexts = (publicDir: string): Array<{ file: string; text: string }> =>
  walk(publicDir)
    .filter((file) => !file.endsWith('.map'))
    .flatMap((file) => {
      const name = path.relative(publicDir, file);
      if (file.endsWith('.zip'))
        return zipEntries(fs.readFileSync(file)).map((entry) => ({ file: `${name}!${entry.name}`, text: entry.data.toString('utf8') }));
      if (!/\.(html|js|json|txt|xml|webmanifest|svg)$|\/_(redirects|headers)$/.test(file)) return [];
      return [{ file: name, text: fs.readFileSync(file, 'utf8') }];
    });

/** Visible text of a page: its HTML without scripts, styles and tags. */
export const visibleText = (html: string) =>
  html
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

/** A text as it may stand in a built file: as written, escaped in HTML, or escaped in a script's string. */
export const writtenForms = (text: string): string[] => [
  ...new Set([
    text,
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;'),
    text.replace(/&/g, '\\u0026').replace(/</g, '\\u003c').replace(/>/g, '\\u003e'),
  ]),
];
