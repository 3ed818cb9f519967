import fs from 'node:fs';
import path from 'node:path';
import { fillFacts, tokenProblems, type FactTable } from '../../src/lib/facts';
import { contentDir } from '../content-dir';

/**
 * Media-kit text files are written by the build from templates in content/media-kit/, with the
 * company's identity filled in, so a downloaded fact sheet never names an old address or phone.
 * A pack's `file: "/media-kit/<name>.txt"` is built from content/media-kit/<name>.txt.
 */
const TEMPLATE_DIR = path.join(contentDir, 'media-kit');
const PUBLIC_FOLDER = '/media-kit/';

/** The template a media-kit path is built from, or undefined for a file served from static/. */
const templateOf = (publicPath: string): string | undefined => {
  if (!publicPath.startsWith(PUBLIC_FOLDER)) return undefined;
  const template = path.join(TEMPLATE_DIR, publicPath.slice(PUBLIC_FOLDER.length));
  return fs.existsSync(template) && fs.statSync(template).isFile() ? template : undefined;
};

/**
 * A media-kit template's text (`file` under content/media-kit/) with its fact tokens filled in;
 * tokens in `kept` are left for the caller. Fails naming the file, line and token that names nothing.
 */
export const filledMediaKitTemplate = (file: string, text: string, facts: FactTable, kept?: ReadonlySet<string>): string => {
  const problems = tokenProblems(text, facts, kept);
  if (problems.length > 0) {
    const where = path.relative(TEMPLATE_DIR, file);
    throw new Error(`Invalid content in content/media-kit/${where}:\n${problems.map(({ line, message }) => `  - line ${line}: ${message}`).join('\n')}`);
  }
  return fillFacts(text, facts, kept);
};

/** The text of a generated media-kit file, or undefined when the path is not one. */
export const mediaKitText = (publicPath: string, facts: FactTable): string | undefined => {
  const template = templateOf(publicPath);
  return template && filledMediaKitTemplate(template, fs.readFileSync(template, 'utf8'), facts);
};

/** Writes every generated media-kit file into the publish folder; returns their public paths. */
export const writeMediaKitTexts = (publicDir: string, facts: FactTable): string[] => {
  if (!fs.existsSync(TEMPLATE_DIR)) return [];
  // Folders are archives (media-kit-archives.ts).
  const templates = fs.readdirSync(TEMPLATE_DIR, { withFileTypes: true }).filter((entry) => entry.isFile());
  return templates.map(({ name }) => {
    const publicPath = `${PUBLIC_FOLDER}${name}`;
    const target = path.join(publicDir, publicPath);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, mediaKitText(publicPath, facts) ?? '');
    return publicPath;
  });
};
