/** The widths of a product visual: 1200 and 800 px for the product page (wide screens, phones), 600 px for cards. */
export const PRODUCT_VISUAL_WIDTHS = [600, 800, 1200] as const;

/**
 * Address of a product's visual: committed in static/images/products/ for the products drawn with a
 * hand-picked look (scripts/generate-product-images.cjs), drawn by the build for any other product
 * (gatsby/build-steps/product-visuals.ts).
 */
export const productVisual = (slug: string, width: (typeof PRODUCT_VISUAL_WIDTHS)[number]): string =>
  `/images/products/${slug}${width === 1200 ? '' : `-${width}`}.webp`;

/** Its intrinsic size, so the browser reserves the box before the file arrives (no layout shift). */
export const PRODUCT_VISUAL_RATIO = { width: 1200, height: 750 } as const;
