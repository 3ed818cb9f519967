import React, { lazy, Suspense, useState } from 'react';
import styled from '@emotion/styled';
import { graphql, Link, useStaticQuery } from 'gatsby';
import { routes } from '../../lib/routes';
import { color, fontSize, space } from '../../styles/tokens';
import type { PortfolioModalItem } from '../modals/portfolio-modal';
import { Badge, Card, Container, Grid, Section } from '../ui';
import { Reveal } from '../reveal';
import { innerHeadings, SectionHeading } from './section-heading';

// The modal and gatsby-plugin-image's runtime stay out of the first load (cards carry no image).
const PortfolioModal = lazy(() => import('../modals/portfolio-modal'));

const PortfolioCard = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  &:hover { border-color: ${color.accent}; }
  &:focus-within { outline: 3px solid ${color.focus}; outline-offset: 2px; }
  :is(h2, h3) { margin: 0; font-size: ${fontSize.lg}; }
  button {
    all: unset;
    cursor: pointer;
  }
  button::after { content: ''; position: absolute; inset: 0; }
  p { margin: 0; color: ${color.muted}; }
  /* Above the card-wide button's hit area, so it stays clickable on its own. */
  .case-study-link { position: relative; z-index: 1; align-self: flex-start; }
`;

export const PortfolioSection = ({ asPage = false }: { asPage?: boolean }) => {
  const { allPortfolioItem } = useStaticQuery<Queries.PortfolioSectionQuery>(graphql`
    query PortfolioSection {
      allPortfolioItem(sort: { order: ASC }) {
        nodes {
          slug
          title
          category
          description
          tagline
          url
          hasCaseStudyPage
          screenshotAlt
          screenshot {
            childImageSharp {
              gatsbyImageData(width: 700, layout: CONSTRAINED, placeholder: NONE, formats: [AUTO, WEBP])
            }
          }
          metrics { value label }
          challenge
          solution
          technologies
          results
        }
      }
    }
  `);
  const [open, setOpen] = useState<PortfolioModalItem | null>(null);
  const CardTitle = innerHeadings(asPage).sub;

  return (
    <Section id="portfolio" aria-labelledby="portfolio-heading">
      <Container>
        <Reveal>
          <SectionHeading
            label="Our work"
            id="portfolio-heading"
            title="Our Portfolio"
            intro="AI applications we have designed, built and run for clients in education, government, HR, retail, smart cities and media."
            asPageTitle={asPage}
          />
          <Grid min="280px">
            {allPortfolioItem.nodes.map((item) => (
              <PortfolioCard key={item.slug} data-portfolio-card>
                <Badge style={{ alignSelf: 'flex-start' }}>{item.category}</Badge>
                <CardTitle>
                  <button type="button" aria-haspopup="dialog" onClick={() => setOpen(item)}>
                    {item.title}
                  </button>
                </CardTitle>
                <p>{item.description}</p>
                {item.hasCaseStudyPage && (
                  // A real link in the HTML, so crawlers and no-JS visitors reach the case-study page too.
                  <Link className="case-study-link" to={routes.caseStudy(item.slug)}>
                    Read the case study<span className="visually-hidden">: {item.title}</span>
                  </Link>
                )}
              </PortfolioCard>
            ))}
          </Grid>
        </Reveal>
      </Container>
      {open && (
        <Suspense fallback={null}>
          <PortfolioModal item={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Section>
  );
};
