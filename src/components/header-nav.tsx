import React from 'react';
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { color, layout, mq, radius, space } from '../styles/tokens';
import { ButtonLink } from './ui/button-link';
import { useSiteData } from '../hooks/use-site-data';
import { routes } from '../lib/routes';

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
  &[hidden] {
    display: none;
  }
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

/** The section links and Get Demo, the same in both navigations. */
const NavLinks = () => {
  const { navigation } = useSiteData();
  return (
    <>
      {/* The link of the current page gets aria-current="page" from Gatsby's Link; the link of the
          current section (the page or one below it, e.g. /solutions/healthcare/) is styled as "active". */}
      {navigation.header.map((link) => (
        <Link key={link.to} to={link.to} activeClassName="active" partiallyActive>
          {link.label}
        </Link>
      ))}
      {/* "Get Demo" goes to /contact/?demo=true, a full page load like every link to the contact page (ButtonLink). */}
      <ButtonLink href={navigation.demo.to} data-demo>
        {navigation.demo.label}
      </ButtonLink>
    </>
  );
};

/** The navigation shown from the md breakpoint up. */
export const MainNav = () => (
  <DesktopNav aria-label="Main">
    <NavLinks />
  </DesktopNav>
);

/**
 * The navigation below the md breakpoint, in the page from the start and hidden until the menu
 * button opens it: the header script shows it with no framework, so it must already be there.
 */
export const MobileMenu = ({ id }: { id: string }) => {
  const { search } = useSiteData();
  return (
    <Dropdown id={id} aria-label="Mobile" hidden suppressHydrationWarning>
      {/* Opens the search dialog (the header script); a plain link to /search/ without JavaScript. */}
      <a href={routes.search} data-search-open>
        {search.buttonLabel}
      </a>
      <NavLinks />
    </Dropdown>
  );
};
