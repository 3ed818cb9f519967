import React, { type ReactNode } from 'react';
import styled from '@emotion/styled';
import { color, layout, space } from '../styles/tokens';
import { ChatLauncher } from './chat/chat-launcher';
import { Footer } from './footer';
import { Header } from './header';

const SkipLink = styled.a`
  position: absolute;
  left: ${space(2)};
  top: -100px;
  z-index: 100;
  padding: ${space(2)} ${space(4)};
  background: ${color.accent};
  color: ${color.onAccent};
  &:focus { top: ${space(2)}; }
`;

const Main = styled.main`
  padding-top: ${layout.headerHeight};
  min-height: 60vh;
`;

/** The shared shell: skip link, header, main content, footer, chat launcher. */
export const Layout = ({ children }: { children: ReactNode }) => (
  <>
    <SkipLink href="#main">Skip to content</SkipLink>
    <Header />
    <Main id="main" tabIndex={-1}>
      {children}
    </Main>
    <Footer />
    <ChatLauncher />
  </>
);
