import React from 'react';
import styled from '@emotion/styled';
import { ArticleBody, Blocks, CtaCard, ListBlock, PageHero, StatTiles } from '../page-parts';
import { Card } from '../ui/primitives';
import { UI_ICONS } from '../../lib/icons';
import { routes } from '../../lib/routes';
import { space } from '../../styles/tokens';

export type SolutionFields = Omit<NonNullable<Queries.SolutionPageQuery['solution']>, 'html'>;

const SpacedCard = styled(Card)`
  margin: ${space(8)} 0;
`;

const UseCases = styled.div`
  margin-top: ${space(6)};
`;

/** The solution page's content, as the site shows it and as the CMS previews it. */
export const SolutionArticle = ({ solution, html }: { solution: SolutionFields; html: string }) => (
  <>
    <PageHero badge={solution.badge} title={solution.name} intro={solution.tagline} />
    <ArticleBody html={html}>
      {solution.pricing && (
        <SpacedCard as="section" aria-labelledby="pricing-heading">
          <h2 id="pricing-heading">Pricing</h2>
          <p>{solution.pricing.summary}</p>
          <StatTiles
            label="Consulting pricing"
            stats={[
              { value: 'Free', label: `${solution.pricing.freeConsultationMinutes}-minute consultation` },
              { value: `$${solution.pricing.blockPriceUsd}`, label: `per ${solution.pricing.blockMinutes}-minute block` },
            ]}
          />
        </SpacedCard>
      )}
      {solution.process && (
        <SpacedCard as="section" aria-labelledby="process-heading">
          <h2 id="process-heading">Our {solution.process.length}-Step Process</h2>
          <ol>
            {solution.process.map((step) => (
              <li key={step.title}>
                <strong>{step.title}</strong>: {step.description}
              </li>
            ))}
          </ol>
        </SpacedCard>
      )}
      <Blocks>
        <ListBlock title="Applications" items={solution.applications} icon={UI_ICONS.features} />
        <ListBlock title="Benefits" items={solution.benefits} icon={UI_ICONS.benefits} />
      </Blocks>
      <UseCases>
        <ListBlock title="Use Cases" items={solution.useCases} icon={UI_ICONS.useCases} />
      </UseCases>
    </ArticleBody>
    <CtaCard heading={`Ready to explore ${solution.name}?`} label={solution.cta.label} note={solution.cta.note} href={routes.contact} />
  </>
);
