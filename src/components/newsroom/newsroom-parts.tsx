import React, { type ReactNode } from 'react';
import styled from '@emotion/styled';
import { ContentIcon, Icon } from '../icon';
import { Card, Grid } from '../ui/primitives';
import { formatLongDate } from '../../lib/dates';
import { UI_ICONS } from '../../lib/icons';
import { color, fontSize, space } from '../../styles/tokens';

const BlockSection = styled.section`
  margin-bottom: ${space(16)};
  > h2 {
    font-size: ${fontSize.xl};
    margin-bottom: ${space(6)};
  }
`;

/** One of the newsroom's blocks: a section named by its h2 (`id` makes the heading's id, `<id>-heading`). */
export const Block = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <BlockSection aria-labelledby={`${id}-heading`}>
    <h2 id={`${id}-heading`}>{title}</h2>
    {children}
  </BlockSection>
);

/** A block of cards in a grid, each card at least `min` wide. */
export const CardGridBlock = ({ min, children, ...block }: { id: string; title: string; min: string; children: ReactNode }) => (
  <Block {...block}>
    <Grid min={min}>{children}</Grid>
  </Block>
);

const Item = styled(Card)`
  display: grid;
  gap: ${space(2)};
  align-content: start;
  h3 {
    margin: 0;
    font-size: ${fontSize.md};
  }
  p {
    margin: 0;
    color: ${color.muted};
  }
`;

type MediaArticle = Pick<Queries.MediaArticle, 'title' | 'publication' | 'date' | 'excerpt' | 'link'>;

/** A media article: publication and date, title, excerpt, and a link to it in a new tab when it has one. */
export const MediaArticleCard = ({ article }: { article: MediaArticle }) => (
  <Item as="article" data-media-article>
    <p>
      {article.publication} · <time dateTime={article.date}>{formatLongDate(article.date)}</time>
    </p>
    <h3>{article.title}</h3>
    <p>{article.excerpt}</p>
    {article.link && (
      <a href={article.link} target="_blank" rel="noopener noreferrer">
        Read article <span className="visually-hidden">{article.title} (opens in a new tab)</span>
      </a>
    )}
  </Item>
);

type MediaKitPack = Pick<Queries.MediaKitItem, 'title' | 'description' | 'size' | 'icon' | 'file'>;

/** A media-kit pack: its icon, title, description and size, and its download. */
export const MediaKitCard = ({ pack }: { pack: MediaKitPack }) => (
  <Item data-media-kit>
    <ContentIcon value={pack.icon} tile />
    <h3>{pack.title}</h3>
    <p>{pack.description}</p>
    <p>{pack.size}</p>
    <a href={pack.file} download>
      <Icon name={UI_ICONS.download} /> Download{' '}
      <span className="visually-hidden">
        {pack.title} ({pack.size})
      </span>
    </a>
  </Item>
);
