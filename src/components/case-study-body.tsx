import React, { type ReactNode } from 'react';
import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { UI_ICONS } from '../lib/icons';
import { color, fontSize, radius, shadow, space } from '../styles/tokens';
import { Blocks, ListBlock } from './page-parts';
import { Card, CheckList } from './ui/primitives';

/** What a case study tells, wherever it is shown. Each query adds the screenshot at the width it needs. */
export const fragment = graphql`
  fragment CaseStudyBody on PortfolioItem {
    title
    screenshotAlt
    challenge
    solution
    technologies
    results
  }
`;

/**
 * The screenshot as the build resized it (gatsby-plugin-image's copies: AVIF and WebP sources and
 * a fallback, each with its widths), in a plain <picture>: nothing in it needs React, and
 * hydrating gatsby-plugin-image's own component loads its 21 KB (gzip) hydrator on the first
 * visit. Lazy, as that component would load it; width and height reserve its box.
 */
const Screenshot = ({ image, alt }: { image: IGatsbyImageData; alt: string }) => (
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
const Shot = styled.figure`
  width: fit-content;
  max-width: 100%;
  ${imageFitsFrame}
  margin: 0 0 ${space(8)};
  border-radius: ${radius.md};
  box-shadow: ${shadow.raised};
  overflow: hidden;
  border: 1px solid ${color.border};
`;

const DialogShot = styled.div`
  margin: ${space(6)} 0;
  border-radius: ${radius.md};
  overflow: hidden;
  ${imageFitsFrame}
`;

/** Tags sit on a card on the page (raised surface) and on the page background in the dialog (surface). */
const Tags = styled.ul<{ raised: boolean }>`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${space(2)};
  li {
    padding: ${space(1)} ${space(3)};
    border-radius: ${radius.pill};
    background: ${(p) => (p.raised ? color.surfaceRaised : color.surface)};
    border: 1px solid ${color.border};
    font-size: ${fontSize.sm};
  }
`;

const Results = styled.div`
  margin-top: ${space(6)};
`;

/** A part of the story: a card of its own on the page, a run of headings and text in the dialog. */
const Block = ({ inDialog, children }: { inDialog: boolean; children: ReactNode }) => (inDialog ? <>{children}</> : <Card as="section">{children}</Card>);

type Props = {
  item: Queries.CaseStudyBodyFragment;
  image: IGatsbyImageData | undefined;
  /** In the portfolio dialog: plain h3 sections under the dialog's h2; on the page: cards with h2 headings. */
  inDialog?: boolean;
};

/** Screenshot, challenge, solution, technologies and results of a case study. */
export const CaseStudyBody = ({ item, image, inDialog = false }: Props) => {
  const Heading = inDialog ? 'h3' : 'h2';
  const picture = image && <Screenshot image={image} alt={item.screenshotAlt} />;
  const sections = (
    <>
      <Block inDialog={inDialog}>
        <Heading>The Challenge</Heading>
        <p>{item.challenge}</p>
      </Block>
      <Block inDialog={inDialog}>
        <Heading>Our AI Solution</Heading>
        <p>{item.solution}</p>
        <h3>Technologies Used</h3>
        <Tags raised={!inDialog}>
          {item.technologies.map((tech) => (
            <li key={tech}>{tech}</li>
          ))}
        </Tags>
      </Block>
    </>
  );

  if (inDialog) {
    return (
      <>
        {picture && <DialogShot>{picture}</DialogShot>}
        {sections}
        {item.results && (
          <>
            <h3>Results &amp; Impact</h3>
            <CheckList>
              {item.results.map((result) => (
                <li key={result}>{result}</li>
              ))}
            </CheckList>
          </>
        )}
      </>
    );
  }
  return (
    <>
      {picture && <Shot>{picture}</Shot>}
      <Blocks>{sections}</Blocks>
      {item.results && (
        <Results>
          <ListBlock title="Results & Impact" items={item.results} icon={UI_ICONS.benefits} />
        </Results>
      )}
    </>
  );
};
