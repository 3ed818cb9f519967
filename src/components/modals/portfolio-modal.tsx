import React from 'react';
import styled from '@emotion/styled';
import { GatsbyImage, getImage, type IGatsbyImageData } from 'gatsby-plugin-image';
import { routes } from '../../lib/routes';
import { color, fontSize, radius, space } from '../../styles/tokens';
import { StatTiles } from '../page-parts';
import { Badge, ButtonLink, CheckList, SecondaryButtonLink } from '../ui';
import { Dialog } from './dialog';

export type PortfolioModalItem = Queries.PortfolioSectionQuery['allPortfolioItem']['nodes'][number];

const Tags = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  li { padding: ${space(1)} ${space(3)}; border-radius: ${radius.pill}; background: ${color.surface}; border: 1px solid ${color.border}; font-size: ${fontSize.sm}; }
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin-top: ${space(6)};
`;

/** A portfolio item's case study in a dialog (loaded on demand, with the image runtime). */
const PortfolioModal = ({ item, onClose }: { item: PortfolioModalItem; onClose: () => void }) => {
  const image = getImage((item.screenshot.childImageSharp?.gatsbyImageData ?? null) as IGatsbyImageData | null);
  return (
    <Dialog labelledBy="portfolio-modal-title" onClose={onClose} closeLabel="Close case study">
      <Badge>{item.category}</Badge>
      <h2 id="portfolio-modal-title" style={{ marginTop: '1rem' }}>{item.title}</h2>
      <p>{item.tagline}</p>
      <StatTiles stats={item.metrics} label={`${item.title} metrics`} />
      {image && (
        <div style={{ margin: '1.5rem 0', borderRadius: radius.md, overflow: 'hidden' }}>
          <GatsbyImage image={image} alt={item.screenshotAlt} />
        </div>
      )}
      <h3>The Challenge</h3>
      <p>{item.challenge}</p>
      <h3>Our AI Solution</h3>
      <p>{item.solution}</p>
      <h3>Technologies Used</h3>
      <Tags>
        {item.technologies.map((tech) => (
          <li key={tech}>{tech}</li>
        ))}
      </Tags>
      {item.results && (
        <>
          <h3>Results & Impact</h3>
          <CheckList>
            {item.results.map((result) => (
              <li key={result}>{result}</li>
            ))}
          </CheckList>
        </>
      )}
      <Actions>
        <ButtonLink href={routes.homeSection('contact')} onClick={onClose}>
          Start a Similar Project
        </ButtonLink>
        <SecondaryButtonLink href={item.url} target="_blank" rel="noopener noreferrer">
          View Live Application <span className="visually-hidden">(opens in a new tab)</span>
        </SecondaryButtonLink>
        {item.hasCaseStudyPage && (
          <SecondaryButtonLink href={routes.caseStudy(item.slug)}>Read the full case study</SecondaryButtonLink>
        )}
      </Actions>
    </Dialog>
  );
};

export default PortfolioModal;
