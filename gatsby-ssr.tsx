import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { routes } from './src/lib/routes';
import { FLOATING_DOCK_CLASS } from './src/components/floating-dock.server-css';
import { FONT_URL } from './src/styles/static-css';

// Written at build by Node (gatsby/lib/server-render-constants.ts): src/styles/static-css.ts
// minified, and the inline scripts of src/inline-scripts/ serialised.
declare const STATIC_CSS: string;
declare const INLINE_SCRIPTS: Record<'theme' | 'headerControls' | 'heroVariant' | 'contactVariant', string>;

export { wrapPageElement } from './src/components/wrap-page-element';

/**
 * Theme and hero variant are decided by two tiny inline scripts at the top of <body>, before
 * first paint: no light flash for dark-mode visitors, no hero text swap or layout shift. A third
 * makes the header's menu and theme toggle work from the first paint, with no bundle. The contact
 * page adds one that picks its general or demo-request texts from the address. Their sources:
 * src/inline-scripts/.
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
  setPreBodyComponents([
    <script key="theme" dangerouslySetInnerHTML={{ __html: INLINE_SCRIPTS.theme }} />,
    <script key="header" dangerouslySetInnerHTML={{ __html: INLINE_SCRIPTS.headerControls }} />,
    <script key="hero-variant" dangerouslySetInnerHTML={{ __html: INLINE_SCRIPTS.heroVariant }} />,
    ...(pathname === routes.contact ? [<script key="contact-variant" dangerouslySetInnerHTML={{ __html: INLINE_SCRIPTS.contactVariant }} />] : []),
  ]);
  // The strip the floating controls stand on (src/components/floating-dock.server-css.ts).
  setPostBodyComponents([<div key="floating-dock" className={FLOATING_DOCK_CLASS} aria-hidden="true" />]);
};
