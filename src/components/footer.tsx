import React from 'react';
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { copyrightLine } from '../lib/copyright';
import { telHref } from '../lib/phone';
import { color, mq, space } from '../styles/tokens';
import { Container } from './ui';
import { useSiteData } from './use-site-data';

const Wrapper = styled.footer`
  border-top: 1px solid ${color.border};
  background: ${color.surface};
  padding: ${space(12)} 0 ${space(8)};
  color: ${color.muted};
`;

const Columns = styled.div`
  display: grid;
  gap: ${space(8)};
  grid-template-columns: 1fr;
  ${mq.md} { grid-template-columns: 1.4fr repeat(4, 1fr); }
  h2 { font-size: 1rem; color: ${color.text}; margin-bottom: ${space(3)}; }
  ul { list-style: none; padding: 0; margin: 0; display: grid; gap: ${space(1)}; }
  a { color: ${color.muted}; text-decoration: none; display: inline-block; padding: ${space(1)} 0; }
  a:hover { color: ${color.accent}; text-decoration: underline; }
`;

const Bottom = styled.p`
  margin: ${space(10)} 0 0;
  font-size: 0.9rem;
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
            <h2>{company.name}</h2>
            <p>{company.description}</p>
            <p>
              <a href={`mailto:${company.email}`}>{company.email}</a>
              <br />
              <a href={telHref(company.phone)}>{company.phone}</a>
              <br />
              {company.location}
            </p>
          </div>
          <LinkColumn title="Solutions" links={navigation.footerSolutions} />
          <LinkColumn title="Products" links={navigation.footerProducts} />
          <LinkColumn title="Company" links={navigation.footerCompany} />
          <LinkColumn title="Legal" links={navigation.footerLegal} />
        </Columns>
        <Bottom>
          {copyrightLine(new Date().getFullYear(), company.legalName)}
        </Bottom>
      </Container>
    </Wrapper>
  );
};
