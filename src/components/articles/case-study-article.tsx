import React from 'react';
import styled from '@emotion/styled';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { CaseStudyBody } from '../case-study-body';
import { ArticleBody, CtaCard, PageHero, StatTiles } from '../page-parts';
import { Badge } from '../ui/primitives';
import { ButtonLink, SecondaryButtonLink } from '../ui/button-link';
import { routes } from '../../lib/routes';
import { liveApplicationLink, sourceCodeLink } from '../../lib/source-code-link';
import { space } from '../../styles/tokens';

export type CaseStudyFields = NonNullable<Queries.CaseStudyPageQuery['portfolioItem']>;

const OpenSourceBadge = styled(Badge)`
  align-self: center;
`;

const HeroLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  margin: ${space(6)} 0;
`;

/** A case study page's content, as the site shows it and as the CMS previews it. */
export const CaseStudyArticle = ({ item, image }: { item: CaseStudyFields; image: IGatsbyImageData | undefined }) => {
  const source = sourceCodeLink(item);
  const live = liveApplicationLink(item);
  return (
    <>
      <PageHero badge={item.badge} title={item.title} intro={item.tagline}>
        <HeroLinks>
          {live && (
            <ButtonLink href={live.href} target="_blank" rel="noopener noreferrer">
              {live.label} <span className="visually-hidden">(opens in a new tab)</span>
            </ButtonLink>
          )}
          {source && (
            <SecondaryButtonLink href={source.href} {...(source.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {source.label}
              {source.external && <span className="visually-hidden"> (opens in a new tab)</span>}
            </SecondaryButtonLink>
          )}
          {item.openSource && <OpenSourceBadge data-open-source>Open Source</OpenSourceBadge>}
        </HeroLinks>
        <StatTiles stats={item.metrics} label={`${item.title} results in figures`} />
      </PageHero>
      <ArticleBody>
        <CaseStudyBody item={item} image={image} />
      </ArticleBody>
      <CtaCard heading="Want results like these?" label="Start Your AI Project" note="Free consultation available" href={routes.contact} />
    </>
  );
};
