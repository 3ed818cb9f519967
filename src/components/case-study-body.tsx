import React, { type ReactNode } from 'react';
import styled from '@emotion/styled';
import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { DialogShot, Screenshot, Shot } from './case-study-screenshot';
import { UI_ICONS } from '../lib/icons';
import { color, fontSize, radius, space } from '../styles/tokens';
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
            <CheckList items={item.results} />
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
