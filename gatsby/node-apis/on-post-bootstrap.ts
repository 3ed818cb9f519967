import type { GatsbyNode } from 'gatsby';
import { writeDesignAssets } from '../build-steps/design-assets';
import { writeCms } from '../cms/write-cms';

/**
 * Once the content is read, before the pages are built (also in `gatsby develop`): the CMS at
 * /admin/, generated from the content model, and the design's files (web font, icon sprite).
 */
export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = (args) => {
  writeCms(args);
  writeDesignAssets(args.reporter);
};
