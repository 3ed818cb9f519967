import fs from 'node:fs';
import path from 'node:path';
import type { FactTable } from '../../src/lib/facts';
import { seoFiles } from '../../src/lib/seo-urls';
import { slugify } from '../../src/lib/slugify';
import { contentDir, staticDir } from '../content-dir';
import { logoFiles } from '../lib/logo-files';
import { zipArchive, type ArchiveFile } from '../lib/zip-archive';
import { filledMediaKitTemplate } from './media-kit-texts';
import { shownProductVisuals } from './product-visuals';

/**
 * Media-kit archives are packed by the build from the content, so a renamed or retired product,
 * or a renamed company, never lingers in a download. A pack's `file: "/media-kit/<name>.zip"` is packed
 * from the folder content/media-kit/<name>/: each of its files with the fact tokens filled in, under
 * `<name>/` in the archive. One token of its README says what else it holds, and becomes the list of it:
 *   {{archive:products}}  the picture each product's page shows, for every product on the site
 *   {{archive:logos}}     the site's mark (static/favicon.svg) and wordmarks with the company name
 */
const TEMPLATE_DIR = path.join(contentDir, 'media-kit');
const PUBLIC_FOLDER = '/media-kit/';
const ARCHIVE_TOKEN = /\{\{\s*archive:([^{}\s]*)\s*\}\}/g;
const KEPT = new Set(['archive:products', 'archive:logos']);

/** A file the archive holds besides the folder's own, with the line that lists it. */
type Packed = ArchiveFile & { line: string };

const listLine = (name: string, use: string) => `${name.padEnd(36)} ${use}`;

const productPictures = (facts: FactTable): Packed[] => {
  const shown = shownProductVisuals(1200);
  return Object.entries(facts.entries.product)
    .filter(([, product]) => !product.retired)
    .map(([slug, product], index) => {
      const name = `${String(index + 1).padStart(2, '0')}-${slugify(product.label)}.webp`;
      const use = product.fields.tagline ? `${product.label}: ${product.fields.tagline}` : product.label;
      return { name, data: fs.readFileSync(shown(slug)), compress: false, line: listLine(name, use) };
    });
};

const logos = (facts: FactTable): Packed[] =>
  logoFiles(fs.readFileSync(path.join(staticDir, seoFiles.faviconSvg), 'utf8'), facts.company.name).map(({ name, use, svg }) => ({
    name,
    data: Buffer.from(svg),
    compress: true,
    line: listLine(name, use),
  }));

const PACKERS: Record<string, (facts: FactTable) => Packed[]> = { products: productPictures, logos };

/** The folder an archive's public path is packed from, or undefined when it is not one. */
const folderOf = (publicPath: string): string | undefined => {
  if (!publicPath.startsWith(PUBLIC_FOLDER) || !publicPath.endsWith('.zip')) return undefined;
  const folder = path.join(TEMPLATE_DIR, path.basename(publicPath, '.zip'));
  return fs.existsSync(folder) && fs.statSync(folder).isDirectory() ? folder : undefined;
};

/** The archive's bytes, or undefined when the path is not one the build packs. The same content gives the same bytes. */
export const mediaKitArchive = (publicPath: string, facts: FactTable): Buffer | undefined => {
  const folder = folderOf(publicPath);
  if (!folder) return undefined;
  const own = fs
    .readdirSync(folder)
    .sort()
    .map((name) => ({ file: path.join(folder, name), text: fs.readFileSync(path.join(folder, name), 'utf8') }));
  const kinds = own.flatMap(({ text }) => [...text.matchAll(ARCHIVE_TOKEN)].map((match) => match[1]));
  const unknown = kinds.filter((kind) => !Object.hasOwn(PACKERS, kind));
  if (unknown.length > 0 || kinds.length !== 1) {
    throw new Error(
      `content/media-kit/${path.basename(folder)}/: its files must hold one {{archive:products}} or {{archive:logos}} saying what the archive packs; found ${kinds.length === 0 ? 'none' : kinds.map((kind) => `{{archive:${kind}}}`).join(', ')}`,
    );
  }
  const packed = PACKERS[kinds[0]](facts);
  const prefix = `${path.basename(folder)}/`;
  // Each file's tokens filled in, and the {{archive:…}} token replaced by the list of what the archive packs.
  const texts: ArchiveFile[] = own.map(({ file, text }) => ({
    name: prefix + path.basename(file),
    data: Buffer.from(filledMediaKitTemplate(file, text, facts, KEPT).replace(ARCHIVE_TOKEN, () => packed.map((entry) => entry.line).join('\n'))),
    compress: true,
  }));
  return zipArchive([...texts, ...packed.map(({ name, data, compress }) => ({ name: prefix + name, data, compress }))]);
};

/** Writes every archive packed from content/media-kit/ into the publish folder; returns their public paths. */
export const writeMediaKitArchives = (publicDir: string, facts: FactTable): string[] => {
  if (!fs.existsSync(TEMPLATE_DIR)) return [];
  return fs
    .readdirSync(TEMPLATE_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const publicPath = `${PUBLIC_FOLDER}${entry.name}.zip`;
      const target = path.join(publicDir, publicPath);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, mediaKitArchive(publicPath, facts) ?? '');
      return publicPath;
    });
};
