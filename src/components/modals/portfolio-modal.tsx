import React from 'react';
import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { getImage } from 'gatsby-plugin-image';
import { routes } from '../../lib/routes';
import { liveApplicationLink } from '../../lib/source-code-link';
import { space } from '../../styles/tokens';
import { CaseStudyBody } from '../case-study-body';
import { StatTiles } from '../page-parts';
import { Badge } from '../ui/primitives';
import { ButtonLink, SecondaryButtonLink } from '../ui/button-link';
import { Dialog } from './dialog';

/** What the dialog shows of a portfolio item; the portfolio section queries it for every card. */
export const fragment = graphql`
  fragment PortfolioModal on PortfolioItem {
    ...CaseStudyBody
    slug
    category
    tagline
    url
    hasCaseStudyPage
    metrics {
      value
      label
    }
    screenshot {
      childImageSharp {
        gatsbyImageData(width: 700, layout: CONSTRAINED, placeholder: NONE, formats: [AUTO, WEBP])
      }
    }
  }
`;

const Title = styled.h2`
  margin-top: ${space(4)};
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin-top: ${space(6)};
`;

type Props = { item: Queries.PortfolioModalFragment; onClose: () => void };

/** A portfolio item's case study in a dialog (loaded on demand, with the image runtime). */
const PortfolioModal = ({ item, onClose }: Props) => {
  const live = liveApplicationLink(item);
  return (
    <Dialog labelledBy="portfolio-modal-title" onClose={onClose} closeLabel="Close case study">
      <Badge>{item.category}</Badge>
      <Title id="portfolio-modal-title">{item.title}</Title>
      <p>{item.tagline}</p>
      <StatTiles stats={item.metrics} label={`${item.title} metrics`} />
      <CaseStudyBody item={item} image={getImage(item.screenshot.childImageSharp?.gatsbyImageData ?? null)} inDialog />
      <Actions>
        <ButtonLink href={routes.homeSection('contact')} onClick={onClose}>
          Start a Similar Project
        </ButtonLink>
        {live && (
          <SecondaryButtonLink href={live.href} target="_blank" rel="noopener noreferrer">
            {live.label} <span className="visually-hidden">(opens in a new tab)</span>
          </SecondaryButtonLink>
        )}
        {item.hasCaseStudyPage && <SecondaryButtonLink href={routes.caseStudy(item.slug)}>Read the full case study</SecondaryButtonLink>}
      </Actions>
    </Dialog>
  );
};

export default PortfolioModal;
