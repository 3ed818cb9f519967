import React from 'react';

/**
 * gatsby-plugin-image for the CMS preview (bundled in its place): the image the writer picked is
 * shown as it is, since its responsive sizes exist only once the site is built.
 */
export interface IGatsbyImageData {
  images: { fallback?: { src: string } };
  width: number;
  height: number;
}

export const GatsbyImage = ({ image, alt }: { image: IGatsbyImageData; alt: string }) => <img src={image.images.fallback?.src} alt={alt} />;
