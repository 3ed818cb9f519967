export interface IconOptions {
  /** The site's sprite file, from the publish folder's root ("/icons/lucide-sprite.svg"): one <symbol id="…"> per icon. */
  iconSprite: string;
  /** The id of the hidden <svg> this step puts at the start of <body> (the site's CSS hides it). */
  iconSymbolsId: string;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The <symbol> elements of a sprite file, by id. */
export const symbolsById = (sprite: string): Map<string, string> =>
  new Map([...sprite.matchAll(/<symbol id="([^"]+)"[^>]*>[\s\S]*?<\/symbol>/g)].map((match) => [match[1], match[0]]));

/**
 * Gives a built page the drawings of its own icons, so they paint with the page's first paint and
 * the page makes no request for the sprite file before it: every `<use href="<sprite>#id">` the
 * server rendered becomes `<use href="#id">`, and the <symbol>s they name go into one hidden <svg>
 * at the start of <body>. That is outside Gatsby's root element, so the symbols stay through
 * client-side navigations; the site's icon component draws from them wherever they are in the
 * document, and from the sprite file otherwise. Symbols a page kept from an earlier build already
 * carries are replaced by this sprite's (the icons may have been redrawn since). Returns the page
 * unchanged when it shows no icon; throws on an icon the sprite lacks.
 */
export const inlineIconSymbols = (pageHtml: string, symbols: ReadonlyMap<string, string>, { iconSprite, iconSymbolsId }: IconOptions): string => {
  const block = new RegExp(`<svg [^>]*id="${escapeRegExp(iconSymbolsId)}"[^>]*>[\\s\\S]*?</svg>`);
  const useOf = new RegExp(`<use href="(?:${escapeRegExp(iconSprite)})?#([^"]+)"`, 'g');
  const html = pageHtml.replace(block, '').replace(useOf, (_use, id: string) => `<use href="#${id}"`);
  const used = [...new Set([...html.matchAll(useOf)].map((match) => match[1]))];
  if (used.length === 0) return html;
  const missing = used.filter((id) => !symbols.has(id));
  if (missing.length > 0) throw new Error(`icons missing from the sprite: ${missing.join(', ')}`);
  const symbolsBlock = `<svg xmlns="http://www.w3.org/2000/svg" id="${iconSymbolsId}" aria-hidden="true">${used.map((id) => symbols.get(id)).join('')}</svg>`;
  const bodyOpen = /<body\b[^>]*>/.exec(html);
  if (!bodyOpen) throw new Error('no <body> to put the icon symbols in');
  const at = bodyOpen.index + bodyOpen[0].length;
  return `${html.slice(0, at)}${symbolsBlock}${html.slice(at)}`;
};
