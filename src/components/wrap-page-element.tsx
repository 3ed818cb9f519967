import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { Global } from '@emotion/react';
import { globalStyles } from '../styles/global-styles';
import { ConsultationProvider } from './consultation-context';

/**
 * Around every page (shared by gatsby-browser and gatsby-ssr): global styles once, and the
 * consultation modal that any page, or the chat on it, can open without leaving the page.
 */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => (
  <ConsultationProvider>
    <Global styles={globalStyles} />
    {element}
  </ConsultationProvider>
);
