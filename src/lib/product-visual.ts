/**
 * Address of a product's generated visual (scripts/generate-product-images.cjs writes both widths
 * into static/images/products/): 1200 and 800 px for the product page (wide screens, phones),
 * 600 px for cards.
 */
export const productVisual = (slug: string, width: 600 | 800 | 1200): string => `/images/products/${slug}${width === 1200 ? '' : `-${width}`}.webp`;

/** Its intrinsic size, so the browser reserves the box before the file arrives (no layout shift). */
export const PRODUCT_VISUAL_RATIO = { width: 1200, height: 750 } as const;
