import React from 'react';
import styled from '@emotion/styled';
import { ArticleBody, Blocks, CtaCard, ListBlock, PageHero, StatTiles } from '../page-parts';
import { Card, ListItems } from '../ui/primitives';
import { enumLabel } from '../../lib/enum-labels';
import { UI_ICONS } from '../../lib/icons';
import { PRODUCT_VISUAL_RATIO, productVisual } from '../../lib/product-visual';
import { routes } from '../../lib/routes';
import { space } from '../../styles/tokens';

export type ProductFields = Omit<NonNullable<Queries.ProductPageQuery['product']>, 'html'>;

const MoreCard = styled(Card)`
  margin-top: ${space(6)};
`;

/** The product page's content, as the site shows it and as the CMS previews it. */
export const ProductArticle = ({ product, html }: { product: ProductFields; html: string }) => (
  <>
    <PageHero
      badge={enumLabel('ProductBadge', product.badge) ?? product.category}
      title={product.name}
      intro={product.tagline}
      visual={
        <img
          src={productVisual(product.slug, 1200)}
          srcSet={([600, 800, 1200] as const).map((width) => `${productVisual(product.slug, width)} ${width}w`).join(', ')}
          sizes="(min-width: 1024px) 560px, 100vw"
          {...PRODUCT_VISUAL_RATIO}
          alt={`${product.name} application screen (illustration)`}
        />
      }
    >
      <StatTiles stats={product.stats} label={`${product.name} in figures`} />
    </PageHero>
    <ArticleBody html={html}>
      <Blocks>
        <ListBlock title="Features" items={product.features} icon={UI_ICONS.features} />
        <ListBlock title="Benefits" items={product.benefits} icon={UI_ICONS.benefits} />
        <ListBlock title="Use Cases" items={product.useCases} numbered icon={UI_ICONS.useCases} />
        <ListBlock title={enumLabel('SpecsHeading', product.specs.heading) ?? 'Technical Specifications'} items={product.specs.items} icon={UI_ICONS.specs} />
      </Blocks>
      {product.agentBundles && (
        <MoreCard as="section" aria-labelledby="bundles-heading">
          <h2 id="bundles-heading">Agent Bundles</h2>
          <Blocks>
            {product.agentBundles.map((bundle) => (
              <div key={bundle.name}>
                <h3>{bundle.name}</h3>
                <ul>
                  <ListItems items={bundle.agents} />
                </ul>
              </div>
            ))}
          </Blocks>
        </MoreCard>
      )}
      {product.platforms && (
        <MoreCard as="section" aria-labelledby="platforms-heading">
          <h2 id="platforms-heading">Supported Platforms</h2>
          <p>{product.platforms.join(' · ')}</p>
        </MoreCard>
      )}
    </ArticleBody>
    <CtaCard heading={`See ${product.name} in action`} label={product.cta.label} note={product.cta.note} href={routes.contact} />
  </>
);
