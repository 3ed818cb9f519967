import React from 'react';
import type { GatsbyBrowser } from 'gatsby';
import { Global } from '@emotion/react';
import { globalStyles } from '../styles/global-styles';

/** Global styles once, around every page (shared by gatsby-browser and gatsby-ssr). */
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => (
  <>
    <Global styles={globalStyles} />
    {element}
  </>
);
