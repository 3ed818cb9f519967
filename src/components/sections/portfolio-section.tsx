import React, { lazy, Suspense, useState } from 'react';
import styled from '@emotion/styled';
import { graphql, Link } from 'gatsby';
import { routes } from '../../lib/routes';
import { fontSize } from '../../styles/tokens';
import { Badge, Container, Grid, Section } from '../ui/primitives';
import { CardButton, LinkCard } from '../ui/card-link';
import { Reveal } from '../reveal';
import { innerHeadings, SectionHeading } from './section-heading';

// The modal and gatsby-plugin-image's runtime stay out of the first load (cards carry no image).
const PortfolioModal = lazy(() => import('../modals/portfolio-modal'));

const PortfolioCard = styled(LinkCard)`
  :is(h2, h3) {
    margin: 0;
    font-size: ${fontSize.lg};
  }
  /* Above the card-wide button's hit area, so it stays clickable on its own. */
  .case-study-link {
    position: relative;
    z-index: 1;
    align-self: flex-start;
  }
`;

const CategoryBadge = styled(Badge)`
  align-self: flex-start;
`;

/** What the portfolio section shows: each page showing it spreads this fragment into its page query. */
export const portfolioSectionContent = graphql`
  fragment PortfolioSectionContent on Query {
    allPortfolioItem(sort: { order: ASC }) {
      nodes {
        description
        ...PortfolioModal
      }
    }
  }
`;

export const PortfolioSection = ({ content, asPage = false }: { content: Queries.PortfolioSectionContentFragment; asPage?: boolean }) => {
  const { allPortfolioItem } = content;
  const [open, setOpen] = useState<Queries.PortfolioModalFragment | null>(null);
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
                <CategoryBadge>{item.category}</CategoryBadge>
                <CardTitle>
                  <CardButton type="button" aria-haspopup="dialog" onClick={() => setOpen(item)}>
                    {item.title}
                  </CardButton>
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
