import React from 'react';
import type { GatsbySSR } from 'gatsby';
import { themeInlineScript } from './src/lib/theme';
import { contactVariantInlineScript } from './src/lib/contact-variant';
import { heroVariantInlineScript } from './src/lib/hero-variant';
import { routes } from './src/lib/routes';

export { wrapPageElement } from './src/components/wrap-page-element';

/**
 * Theme and hero variant are decided by two tiny inline scripts at the top of <body>, before
 * first paint: no light flash for dark-mode visitors, no hero text swap or layout shift. The
 * contact page adds a third that picks its general or demo-request texts from the address.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setBodyAttributes, setPreBodyComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setBodyAttributes({ className: 'light' });
  setPreBodyComponents([
    <script key="theme" dangerouslySetInnerHTML={{ __html: themeInlineScript() }} />,
    <script key="hero-variant" dangerouslySetInnerHTML={{ __html: heroVariantInlineScript() }} />,
    ...(pathname === routes.contact ? [<script key="contact-variant" dangerouslySetInnerHTML={{ __html: contactVariantInlineScript() }} />] : []),
  ]);
};
