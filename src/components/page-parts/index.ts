/** Building blocks shared by the content templates: hero, stat tiles, lists, call-to-action card, prose. */
export { PageHero } from './page-hero';
export { StatTiles } from './stat-tiles';
export { Blocks, ListBlock } from './list-block';
export { CtaCard, replyNote, type ReplyHours } from './cta-card';
export { Prose } from './prose';
export { ArticleBody } from './article-body';
