import React from 'react';
import styled from '@emotion/styled';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { color, radius, shadow, space } from '../styles/tokens';

/**
 * The screenshot as the build resized it (gatsby-plugin-image's copies: AVIF and WebP sources and
 * a fallback, each with its widths), in a plain <picture>: nothing in it needs React, and
 * hydrating gatsby-plugin-image's own component loads its 21 KB (gzip) hydrator on the first
 * visit. Lazy, as that component would load it; width and height reserve its box.
 */
export const Screenshot = ({ image, alt }: { image: IGatsbyImageData; alt: string }) => (
  <picture>
    {image.images.sources?.map((source) => (
      <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
    ))}
    <img
      src={image.images.fallback?.src}
      srcSet={image.images.fallback?.srcSet}
      sizes={image.images.fallback?.sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  </picture>
);

/** The screenshot fills its frame's width, never wider than itself, in its own proportions. */
const imageFitsFrame = `
  img {
    display: block;
    max-width: 100%;
    height: auto;
  }
`;

/** The screenshot in a frame that hugs it (the image is narrower than the container on wide screens). */
export const Shot = styled.figure`
  width: fit-content;
  max-width: 100%;
  ${imageFitsFrame}
  margin: 0 0 ${space(8)};
  border-radius: ${radius.md};
  box-shadow: ${shadow.raised};
  overflow: hidden;
  border: 1px solid ${color.border};
`;

export const DialogShot = styled.div`
  margin: ${space(6)} 0;
  border-radius: ${radius.md};
  overflow: hidden;
  ${imageFitsFrame}
`;
