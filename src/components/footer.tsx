import React from 'react';
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { copyrightLine } from '../lib/copyright';
import { UI_ICONS } from '../lib/icons';
import { color, floating, fontSize, gradient, letterSpacing, mq, space } from '../styles/tokens';
import { Icon } from './icon';
import { telHref } from '../lib/phone';
import { Container } from './ui/primitives';
import { useSiteData } from '../hooks/use-site-data';

/** Below the copyright line: room for the floating chat launcher and back button, their inset and some air. */
const Wrapper = styled.footer`
  border-top: 1px solid ${color.border};
  background: ${gradient.wash}, ${color.surface};
  padding: ${space(16)} 0 calc(${floating.sizePx}px + ${floating.inset} + ${space(4)});
  color: ${color.muted};
  ${mq.md} {
    padding-bottom: calc(${floating.sizePx}px + ${floating.insetMd} + ${space(4)});
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${space(8)};
  grid-template-columns: 1fr;
  ${mq.md} {
    grid-template-columns: 1.4fr repeat(4, 1fr);
  }
  nav h2 {
    font-size: ${fontSize.sm};
    text-transform: uppercase;
    letter-spacing: ${letterSpacing.label};
    color: ${color.text};
    margin-bottom: ${space(3)};
  }
  ul {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: ${space(1)};
  }
  a {
    color: ${color.muted};
    text-decoration: none;
    display: inline-block;
    padding: ${space(1)} 0;
  }
  a:hover {
    color: ${color.accent};
    text-decoration: underline;
  }
`;

const Bottom = styled.p`
  margin: ${space(10)} 0 0;
  padding-top: ${space(6)};
  border-top: 1px solid ${color.border};
  font-size: ${fontSize.sm};
`;

type NavLinks = ReadonlyArray<{ readonly label: string; readonly to: string }>;

const LinkColumn = ({ title, links }: { title: string; links: NavLinks }) => (
  <nav aria-label={title}>
    <h2>{title}</h2>
    <ul>
      {links.map((link) => (
        <li key={`${link.label}${link.to}`}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  </nav>
);

/** Footer: solution, product, company and legal links, plus contact details. */
export const Footer = () => {
  const { company, navigation } = useSiteData();
  return (
    <Wrapper>
      <Container>
        <Columns>
          <div>
            {/* Brand line and contact list: styled by footer.server-css.ts. */}
            <h2 className="footer-brand">
              <span className="brand-mark" aria-hidden="true" />
              {company.name}
            </h2>
            <p>{company.description}</p>
            <ul className="footer-contact" aria-label="Contact details">
              <li>
                <Icon name={UI_ICONS.email} />
                <a href={`mailto:${company.email}`}>{company.email}</a>
              </li>
              <li>
                <Icon name={UI_ICONS.phone} />
                <a href={telHref(company.phone)}>{company.phone}</a>
              </li>
              <li>
                <Icon name={UI_ICONS.location} />
                {company.location}
              </li>
            </ul>
          </div>
          <LinkColumn title="Solutions" links={navigation.footerSolutions} />
          <LinkColumn title="Products" links={navigation.footerProducts} />
          <LinkColumn title="Company" links={navigation.footerCompany} />
          <LinkColumn title="Legal" links={navigation.footerLegal} />
        </Columns>
        {/* The year by the visitor's clock: on a page built in an earlier year, hydration updates it instead of failing on the difference. */}
        <Bottom suppressHydrationWarning>{copyrightLine(new Date().getFullYear(), company.legalName)}</Bottom>
      </Container>
    </Wrapper>
  );
};
