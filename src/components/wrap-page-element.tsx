import React, { useEffect } from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { ChatLauncher } from './chat/chat-launcher';
import { ConsultationProvider } from './consultation/context';
import { HydrateLater } from './hydrate-later';
import { PagePath } from './page-path';

/** Marks the page as interactive, once every part of it has hydrated: end-to-end tests wait for it before clicking. */
const MarkHydrated = () => {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', 'true'), []);
  return null;
};

/**
 * Around every page (shared by gatsby-browser and gatsby-ssr), mounted once per visit: a
 * client-side navigation replaces only the page inside. So it holds what follows the visitor
 * from page to page (global styles are server-written, src/styles/static-css.ts): the consultation modal that any page, or the chat on it, can
 * open without leaving the page, and the chat launcher with its open window.
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element, props }) => (
  <PagePath.Provider value={props.location.pathname}>
    <ConsultationProvider>
      {element}
      <HydrateLater>
        <ChatLauncher pathname={props.location.pathname} />
        {/* In the last boundary: React hydrates boundaries in document order, so this one is last. */}
        <MarkHydrated />
      </HydrateLater>
    </ConsultationProvider>
  </PagePath.Provider>
);
