import fs from 'node:fs';
import path from 'node:path';
import { deferBundles } from './bundles-after-paint';
import { checkEmotionMark, emotionBlocksInBody, hasMergedEmotionBlock, hoistEmotionStyles } from './emotion-styles';
import { GatsbyInternalChanged } from './gatsby-internals';
import { inlineIconSymbols, symbolsById, type IconOptions } from './icon-symbols';
import { pageResourcesReader } from './page-resources';

// Not pages: data, hashed assets, and Gatsby's slice fragments (already stitched into the pages).
const SKIPPED_DIRS = new Set(['page-data', 'static', '_gatsby', '~partytown']);

/** Every Gatsby page of the publish folder, relative with "/" separators: its .html files but those outside Gatsby's pages (`ignore`). */
const pageFiles = (publishDir: string, ignore: readonly string[], dir = publishDir): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : pageFiles(publishDir, ignore, full);
    const relative = path.relative(publishDir, full).split(path.sep).join('/');
    return entry.name.endsWith('.html') && !ignore.includes(relative) ? [relative] : [];
  });

export interface RewriteOptions extends IconOptions {
  /** Files of the publish folder that are no Gatsby page (the CMS page), left as they are. */
  ignorePages: readonly string[];
}

/**
 * Rewrites every built Gatsby page: the page carries the symbols of its own icons
 * (icon-symbols.ts), its emotion styles in one block in <head> (emotion-styles.ts), and loads Gatsby's bundles, its template's chunks and its data after its
 * first paint (bundles-after-paint.ts). Gatsby rewrites only the pages whose content changed and
 * keeps the others' HTML, already rewritten by an earlier build: each step writes what this
 * build's code and chunks say, over what an earlier build wrote. Returns the number of pages.
 */
export const rewritePages = (publishDir: string, options: RewriteOptions): number => {
  const resourcesOf = pageResourcesReader(publishDir);
  const spriteFile = path.join(publishDir, options.iconSprite);
  const symbols = symbolsById(fs.existsSync(spriteFile) ? fs.readFileSync(spriteFile, 'utf8') : '');
  const pages = pageFiles(publishDir, options.ignorePages);
  const scripts = new Set<string>();
  let withEmotionStyles = 0;
  for (const page of pages) {
    const file = path.join(publishDir, page);
    let withIconsAndStyles: string;
    try {
      withIconsAndStyles = hoistEmotionStyles(inlineIconSymbols(fs.readFileSync(file, 'utf8'), symbols, options));
    } catch (error) {
      throw new Error(`${page}: ${(error as Error).message}`);
    }
    if (emotionBlocksInBody(withIconsAndStyles) > 0) {
      throw new GatsbyInternalChanged(page, "emotion's server style blocks", 'an emotion <style> block the build could not move to <head>');
    }
    if (hasMergedEmotionBlock(withIconsAndStyles)) withEmotionStyles += 1;
    const resources = resourcesOf(page);
    resources.scripts.forEach((script) => scripts.add(script));
    const rewritten = deferBundles(withIconsAndStyles, resources);
    if (rewritten === null) {
      throw new GatsbyInternalChanged(
        page,
        'the bundle tags of static-entry.js',
        'no Gatsby bundle tags (<script src="/….js" async>) and no loader from an earlier build',
      );
    }
    fs.writeFileSync(file, rewritten);
  }
  if (pages.length === 0) return 0;
  if (withEmotionStyles === 0) {
    throw new GatsbyInternalChanged(`${pages.length} pages`, "emotion's server style blocks", 'no <style data-emotion="css …"> block in any page');
  }
  // This build's scripts that pages load before they hydrate (not every .js file: an earlier build's may remain).
  checkEmotionMark([...scripts].map((script) => fs.readFileSync(path.join(publishDir, script), 'utf8')));
  return pages.length;
};
