import { radius, space } from '../../styles/tokens';
import { serverCss } from '../../styles/server-css';

/** A product's generated visual at the top of its card, bleeding to the card's edges (the card's padding is space(6)). */
export const productCardVisualCss = serverCss`
  .product-card-visual {
    display: block; width: calc(100% + ${space(12)}); max-width: none; height: auto; aspect-ratio: 16/10;
    margin: -${space(6)} -${space(6)} ${space(2)};
    border-radius: ${radius.md} ${radius.md} 0 0; border-bottom: 1px solid var(--color-border);
  }
`;
