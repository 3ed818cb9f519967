/** micromark-extension-gfm ships this file's types as types/html.d.ts, which its package does not map to `/html`. */
declare module 'micromark-extension-gfm/html' {
  import type { HtmlExtension } from 'micromark/dist/shared-types';

  const html: HtmlExtension;
  export = html;
}
