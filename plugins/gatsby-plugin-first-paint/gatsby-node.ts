import path from 'node:path';
import type { GatsbyNode, PluginOptions } from 'gatsby';
import { rewritePages, type RewriteOptions } from './lib/rewrite-pages';
import { addCompileHint } from './lib/compile-hint';
import { keepSharedModulesInTemplates } from './lib/shared-chunks';

/**
 * The site's output machinery, in one place: everything that changes what Gatsby writes or reads
 * Gatsby's private output, each for a figure in docs/PERFORMANCE.md (README.md beside this file).
 * Leaving the plugin out of gatsby-config gives plain Gatsby output: the same site, slower.
 */

type Options = PluginOptions & RewriteOptions;

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    iconSprite: Joi.string().pattern(/^\//).required().description('The sprite file the site serves, from the site root'),
    iconSymbolsId: Joi.string().required().description('The id of the hidden <svg> of a page’s own icon symbols'),
    ignorePages: Joi.array().items(Joi.string()).default([]).description('HTML files of public/ that are no Gatsby page'),
  });

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  try {
    keepSharedModulesInTemplates(args);
    addCompileHint(args);
  } catch (error) {
    args.reporter.panic(`gatsby-plugin-first-paint: ${(error as Error).message}`);
  }
};

/** Runs before the site's own onPostBuild (Gatsby runs the site's last), so the site's CSP step hashes the rewritten pages. */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }, options) => {
  try {
    const pages = rewritePages(path.join(process.cwd(), 'public'), options as Options);
    reporter.info(`gatsby-plugin-first-paint: ${pages} pages carry their icons and load their bundles after the first paint`);
  } catch (error) {
    reporter.panicOnBuild(`gatsby-plugin-first-paint: ${(error as Error).message}`);
  }
};
