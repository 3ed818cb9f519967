import React from 'react';
import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import { enumLabel } from '../../lib/enum-labels';
import { routes } from '../../lib/routes';
import { productVisual } from '../../lib/product-visual';
import { color, fontSize, letterSpacing, space } from '../../styles/tokens';
import { ContentIcon } from '../icon';
import { Badge, ClosingAction, Container, Grid, Section } from '../ui/primitives';
import { ButtonLink } from '../ui/button-link';
import { CardLink, LinkCard } from '../ui/card-link';
import { Reveal } from '../reveal';
import { innerHeadings, SectionHeading } from './section-heading';

const ProductCard = styled(LinkCard)`
  gap: ${space(2)};
  :is(h2, h3) {
    margin: 0;
    font-size: ${fontSize.lg};
  }
  .category {
    font-size: ${fontSize.xs};
    text-transform: uppercase;
    letter-spacing: ${letterSpacing.label};
    color: ${color.muted};
  }
`;

const BadgeSlot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 2.75rem;
`;

/** What the products section shows: each page showing it spreads this fragment into its page query. */
export const productsSectionContent = graphql`
  fragment ProductsSectionContent on Query {
    allProduct(sort: { order: ASC }) {
      nodes {
        slug
        name
        icon
        category
        badge
        tagline
      }
    }
  }
`;

export const ProductsSection = ({ content, asPage = false }: { content: Queries.ProductsSectionContentFragment; asPage?: boolean }) => {
  const { allProduct } = content;
  const CardTitle = innerHeadings(asPage).sub;
  return (
    <Section id="products" aria-labelledby="products-heading" data-surface={asPage ? undefined : 'alt'}>
      <Container>
        <Reveal>
          <SectionHeading
            label="Platforms"
            id="products-heading"
            title="AI Products"
            intro="Flagship platforms for data intelligence, agents, content, voice, analytics, automation and prediction."
            asPageTitle={asPage}
          />
          <Grid min="250px">
            {allProduct.nodes.map((product) => {
              const badge = enumLabel('ProductBadge', product.badge);
              return (
                <ProductCard key={product.slug} data-product-card>
                  <img className="product-card-visual" src={productVisual(product.slug, 600)} width={600} height={375} loading="lazy" decoding="async" alt="" />
                  <BadgeSlot>
                    <ContentIcon value={product.icon} tile />
                    {badge && <Badge>{badge}</Badge>}
                  </BadgeSlot>
                  <span className="category">{product.category}</span>
                  <CardTitle>
                    <CardLink to={routes.product(product.slug)}>{product.name}</CardLink>
                  </CardTitle>
                  <p>{product.tagline}</p>
                </ProductCard>
              );
            })}
          </Grid>
          <ClosingAction>
            <ButtonLink href={routes.contact}>Talk to us about our products</ButtonLink>
          </ClosingAction>
        </Reveal>
      </Container>
    </Section>
  );
};
