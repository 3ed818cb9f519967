import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { type BuildConditions, inlineScriptsOf, type InlineScriptName } from './src/inline-scripts/registry';
import { FLOATING_DOCK_CLASS } from './src/components/floating-dock.server-css';
import { FONT_URL } from './src/styles/static-css';

// Written at build by Node (gatsby/lib/server-render-constants.ts): src/styles/static-css.ts
// minified, and the inline scripts of src/inline-scripts/registry.ts serialised.
declare const STATIC_CSS: string;
declare const INLINE_SCRIPT_TEXTS: Record<InlineScriptName, string>;
declare const INLINE_SCRIPT_CONDITIONS: BuildConditions;

export { wrapPageElement } from './src/components/wrap-page-element';

/**
 * Theme and hero variant are decided by two tiny inline scripts at the top of <body>, before
 * first paint: no light flash for dark-mode visitors, no hero text swap or layout shift. A third
 * makes the header's menu and theme toggle work from the first paint, with no bundle. The contact
 * page adds one that picks its general or demo-request texts from the address, and every page keeps
 * the visit's first page for the attribution a lead carries; with Netlify Identity, the home page
 * opens an e-mailed sign-in link in the CMS. Which page carries which: the table of
 * src/inline-scripts/registry.ts.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({
  pathname,
  setHtmlAttributes,
  setBodyAttributes,
  setHeadComponents,
  setPreBodyComponents,
  setPostBodyComponents,
}) => {
  setHtmlAttributes({ lang: 'en' });
  // The font is fetched with the HTML, not after the CSS is parsed (crossorigin: fonts are CORS
  // requests, and a preload without it is fetched twice). The server-only sheet: src/styles/static-css.ts.
  setHeadComponents([
    <link key="font-preload" rel="preload" href={FONT_URL} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <style key="static-css" data-static-css dangerouslySetInnerHTML={{ __html: STATIC_CSS }} />,
  ]);
  setBodyAttributes({ className: 'light' });
  setPreBodyComponents(
    inlineScriptsOf(pathname, INLINE_SCRIPT_CONDITIONS).map((name) => <script key={name} dangerouslySetInnerHTML={{ __html: INLINE_SCRIPT_TEXTS[name] }} />),
  );
  // The strip the floating controls stand on (src/components/floating-dock.server-css.ts).
  setPostBodyComponents([<div key="floating-dock" className={FLOATING_DOCK_CLASS} aria-hidden="true" />]);
};
