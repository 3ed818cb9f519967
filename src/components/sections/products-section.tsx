import React from 'react';
import styled from '@emotion/styled';
import { graphql, Link, useStaticQuery } from 'gatsby';
import { enumLabel } from '../../lib/content-types';
import { routes } from '../../lib/routes';
import { productVisual } from '../../lib/product-visual';
import { color, fontSize, radius, space } from '../../styles/tokens';
import { Badge, ButtonLink, Card, Container, Grid, Section } from '../ui';
import { ContentIcon } from '../icon';
import { Reveal } from '../reveal';
import { StaticContent } from '../static-content';
import { innerHeadings, SectionHeading } from './section-heading';

const ProductCard = styled(Card)`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  &:hover { border-color: ${color.accent}; }
  :is(h2, h3) { margin: 0; font-size: ${fontSize.lg}; }
  :is(h2, h3) a { color: ${color.text}; text-decoration: none; }
  :is(h2, h3) a::after { content: ''; position: absolute; inset: 0; }
  &:focus-within { outline: 3px solid ${color.focus}; outline-offset: 2px; }
  :is(h2, h3) a:focus-visible { outline: none; }
  p { margin: 0; color: ${color.muted}; }
  .category { font-size: ${fontSize.xs}; text-transform: uppercase; letter-spacing: 0.06em; color: ${color.muted}; }
`;

const BadgeSlot = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 2.75rem;
`;

/** The product's generated visual (scripts/generate-product-images.cjs), bleeding to the card's edges. */
const Visual = styled.img`
  display: block;
  width: calc(100% + ${space(12)});
  max-width: none;
  height: auto;
  aspect-ratio: 16 / 10;
  margin: -${space(6)} -${space(6)} ${space(2)};
  border-radius: ${radius.md} ${radius.md} 0 0;
  border-bottom: 1px solid ${color.border};
`;

export const ProductsSection = ({ asPage = false }: { asPage?: boolean }) => {
  const { allProduct } = useStaticQuery<Queries.ProductsSectionQuery>(graphql`
    query ProductsSection {
      allProduct(sort: { order: ASC }) {
        nodes { slug name icon category badge tagline }
      }
    }
  `);
  const CardTitle = innerHeadings(asPage).sub;
  return (
    <Section id="products" aria-labelledby="products-heading" data-surface={asPage ? undefined : 'alt'}>
      <StaticContent>
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
                  <Visual src={productVisual(product.slug, 600)} width={600} height={375} loading="lazy" decoding="async" alt="" />
                  <BadgeSlot>
                    <ContentIcon value={product.icon} tile />
                    {badge && <Badge>{badge}</Badge>}
                  </BadgeSlot>
                  <span className="category">{product.category}</span>
                  <CardTitle>
                    <Link to={routes.product(product.slug)}>{product.name}</Link>
                  </CardTitle>
                  <p>{product.tagline}</p>
                </ProductCard>
              );
            })}
          </Grid>
          <p style={{ textAlign: 'center', marginTop: space(12) }}>
            <ButtonLink href={routes.contact}>Talk to us about our products</ButtonLink>
          </p>
        </Reveal>
      </Container>
      </StaticContent>
    </Section>
  );
};
