import React from 'react';
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { color, fontSize, layout, space } from '../styles/tokens';
import { MOBILE_MENU_ID } from '../lib/header-controls';
import { MainNav, MobileMenu } from './header-nav';
import { MenuButton } from './menu-button';
import { SearchButton } from './search-button';
import { ThemeToggle } from './theme-toggle';
import { Container } from './ui/primitives';
import { keptMarkup, keptMarkupAttribute } from './kept-markup';
import { useSiteData } from '../hooks/use-site-data';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${layout.headerHeight};
  display: flex;
  align-items: center;
  background: transparent;
  border-bottom: 1px solid transparent;
  transition:
    background 0.2s ease,
    border-color 0.2s ease;
  &[data-frosted='true'] {
    background: ${color.headerFrost};
    backdrop-filter: blur(12px);
    border-bottom-color: ${color.border};
  }
`;

const Row = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${space(4)};
`;

const Wordmark = styled(Link)`
  font-weight: 800;
  font-size: ${fontSize.lg};
  color: ${color.text};
  text-decoration: none;
  letter-spacing: -0.02em;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
`;

const ACTIONS = 'header-actions';

/**
 * The header's buttons: search, theme and menu. All they do is the header script's
 * (src/inline-scripts/header-controls.ts), so React renders them on the server only and the
 * browser keeps that markup: the production bundle (build stage "build-javascript") holds none of
 * their code, and the search button adds nothing to any page's first load.
 */
const HeaderActions = () =>
  process.env.BUILD_STAGE === 'build-javascript' ? (
    <Actions {...keptMarkupAttribute(ACTIONS)} dangerouslySetInnerHTML={keptMarkup(ACTIONS)} suppressHydrationWarning />
  ) : (
    <Actions {...keptMarkupAttribute(ACTIONS)}>
      <SearchButton />
      <ThemeToggle />
      <MenuButton menuId={MOBILE_MENU_ID} />
    </Actions>
  );

/**
 * Site header: transparent until the page scrolls past 50 px, then frosted; a dropdown menu below
 * the md breakpoint. What it does (frost, menu, theme) is the header script's, from the first
 * paint on (src/lib/header-controls.ts): this component renders the markup in its initial state.
 */
export const Header = () => {
  const { company } = useSiteData();
  return (
    <Bar data-frosted={false} suppressHydrationWarning>
      <Row>
        <Wordmark to="/" aria-label={`${company.name} home`}>
          <span className="brand-mark" aria-hidden="true" />
          {company.name}
        </Wordmark>
        <MainNav />
        <HeaderActions />
      </Row>
      <MobileMenu id={MOBILE_MENU_ID} />
    </Bar>
  );
};
