import React, { useEffect, useState } from 'react';
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { HEADER_SCROLL_THRESHOLD_PX } from '../lib/timing';
import { color, fontSize, layout, mq, radius, space } from '../styles/tokens';
import { ThemeToggle } from './theme-toggle';
import { IconButton } from './ui/icon-button';
import { Container } from './ui/primitives';
import { ButtonLink } from './ui/button-link';
import { useSiteData } from '../hooks/use-site-data';

const Bar = styled.header<{ frosted: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 50;
  height: ${layout.headerHeight};
  display: flex;
  align-items: center;
  background: ${(p) => (p.frosted ? color.headerFrost : 'transparent')};
  backdrop-filter: ${(p) => (p.frosted ? 'blur(12px)' : 'none')};
  border-bottom: 1px solid ${(p) => (p.frosted ? color.border : 'transparent')};
  transition:
    background 0.2s ease,
    border-color 0.2s ease;
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

const DesktopNav = styled.nav`
  display: none;
  ${mq.md} {
    display: flex;
    align-items: center;
    gap: ${space(5)};
  }
  a:not([data-demo]) {
    color: ${color.text};
    text-decoration: none;
    font-weight: 500;
    padding: ${space(2)} 0;
  }
  a:not([data-demo]):hover {
    color: ${color.accent};
  }
  a.active {
    color: ${color.accent};
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.4em;
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
`;

const MenuButton = styled(IconButton)`
  border-radius: ${radius.sm};
  font-size: ${fontSize.lg};
  ${mq.md} {
    display: none;
  }
`;

const Dropdown = styled.nav`
  position: absolute;
  top: ${layout.headerHeight};
  left: 0;
  right: 0;
  background: ${color.bg};
  border-bottom: 1px solid ${color.border};
  padding: ${space(4)};
  display: grid;
  gap: ${space(1)};
  a:not([data-demo]) {
    color: ${color.text};
    text-decoration: none;
    padding: ${space(3)} ${space(2)};
    border-radius: ${radius.sm};
  }
  a:not([data-demo]):hover {
    background: ${color.surface};
  }
  a.active {
    background: ${color.surface};
    color: ${color.accent};
    font-weight: 600;
    box-shadow: inset 3px 0 0 ${color.accent};
  }
  ${mq.md} {
    display: none;
  }
`;

const useScrolledPast = (threshold: number): boolean => {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
};

/** Site header: transparent until the page scrolls past 50 px, then frosted; a dropdown menu below the md breakpoint. */
export const Header = () => {
  const { company, navigation } = useSiteData();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  // The link of the current page gets aria-current="page" from Gatsby's Link; the link of the
  // current section (the page or one below it, e.g. /solutions/healthcare/) is styled as "active".
  const links = navigation.header.map((link) => (
    <Link key={link.to} to={link.to} activeClassName="active" partiallyActive onClick={() => setMenuOpen(false)}>
      {link.label}
    </Link>
  ));
  // "Get Demo" goes to /contact/?demo=true, a full page load like every link to the contact page (ButtonLink).
  const demo = (
    <ButtonLink href={navigation.demo.to} data-demo>
      {navigation.demo.label}
    </ButtonLink>
  );

  return (
    <Bar frosted={scrolled || menuOpen} data-frosted={scrolled || menuOpen}>
      <Row>
        <Wordmark to="/" aria-label={`${company.name} home`}>
          <span className="brand-mark" aria-hidden="true" />
          {company.name}
        </Wordmark>
        <DesktopNav aria-label="Main">
          {links}
          {demo}
        </DesktopNav>
        <Actions>
          <ThemeToggle />
          <MenuButton
            label={menuOpen ? 'Close menu' : 'Open menu'}
            icon={menuOpen ? 'x' : 'menu'}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          />
        </Actions>
      </Row>
      {menuOpen && (
        <Dropdown id="mobile-menu" aria-label="Mobile">
          {links}
          {demo}
        </Dropdown>
      )}
    </Bar>
  );
};
