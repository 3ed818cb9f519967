import React, { type ReactNode } from 'react';
import styled from '@emotion/styled';
import { color, layout, space } from '../styles/tokens';
import { Footer } from './footer';
import { Header } from './header';
import { HydrateLater } from './hydrate-later';

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

type Props = { children: ReactNode };

/**
 * The shared shell of a page: skip link, header, main content, footer (the chat launcher, which
 * outlives the page, is added around it by wrapPageElement). The header, the content and the
 * footer each hydrate as their own low-priority unit of work, in short slices (a tap on one
 * hydrates it first).
 */
export const Layout = ({ children }: Props) => (
  <>
    <SkipLink href="#main">Skip to content</SkipLink>
    <HydrateLater>
      <Header />
    </HydrateLater>
    <Main id="main" tabIndex={-1}>
      <HydrateLater>{children}</HydrateLater>
    </Main>
    <HydrateLater>
      <Footer />
    </HydrateLater>
  </>
);
