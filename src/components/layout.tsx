import React, { type ReactNode } from 'react';
import styled from '@emotion/styled';
import { color, layout, space } from '../styles/tokens';
import { Footer } from './footer';
import { Header } from './header';
import { HydrateLater } from './hydrate-later';
import { StaticContent } from './static-content';

const SkipLink = styled.a`
  position: absolute;
  left: ${space(2)};
  top: -100px;
  z-index: 100;
  padding: ${space(2)} ${space(4)};
  background: ${color.accent};
  color: ${color.onAccent};
  &:focus {
    top: ${space(2)};
  }
`;

const Main = styled.main`
  padding-top: ${layout.headerHeight};
  min-height: 60vh;
`;

type Props = {
  children: ReactNode;
  /** The page's content has nothing interactive: it is never hydrated on a first load (see StaticContent). */
  contentIsStatic?: boolean;
};

/**
 * The shared shell of a page: skip link, header, main content, footer (the chat launcher, which
 * outlives the page, is added around it by wrapPageElement). The header and the content each
 * hydrate as their own low-priority unit of work, in short slices (a tap on one hydrates it
 * first); the footer (links only) is never hydrated.
 */
export const Layout = ({ children, contentIsStatic = false }: Props) => (
  <>
    <SkipLink href="#main">Skip to content</SkipLink>
    <HydrateLater>
      <Header />
    </HydrateLater>
    <Main id="main" tabIndex={-1}>
      <HydrateLater>{contentIsStatic ? <StaticContent>{children}</StaticContent> : children}</HydrateLater>
    </Main>
    <StaticContent>
      <Footer />
    </StaticContent>
  </>
);
