import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { CMS_PAGE_FILE } from './gatsby/cms/cms-config';
import { contentDir, STATIC_SOURCE, staticDir } from './gatsby/content-dir';
import { netlifyAdapter } from './gatsby/netlify-adapter';
import { feedPlugin, sitemapPlugin } from './gatsby/seo-plugins';
import { buildSiteOrigin } from './gatsby/site-origin';
import { YAML_RECORD_TYPE } from './src/lib/content-types';
import { ICON_SPRITE_PATH, PAGE_SYMBOLS_ID } from './src/lib/icons';

/** gatsby/node-apis/on-pre-init.ts stops the build when the origin cannot be used. */
const origin = buildSiteOrigin(contentDir);

/**
 * The output machinery (plugins/gatsby-plugin-first-paint/README.md): on unless
 * FIRST_PAINT_PLUGIN=off, which builds plain Gatsby output, the same site with slower figures.
 */
const firstPaintPlugin =
  process.env.FIRST_PAINT_PLUGIN === 'off'
    ? []
    : [{ resolve: 'gatsby-plugin-first-paint', options: { iconSprite: ICON_SPRITE_PATH, iconSymbolsId: PAGE_SYMBOLS_ID, ignorePages: [CMS_PAGE_FILE] } }];

const config: GatsbyConfig = {
  // The site's public origin (gatsby/lib/resolve-site-origin.ts): every absolute URL is built from it. In
  // siteMetadata, Gatsby's Site node, so a change of address re-runs the queries that read it.
  ...(origin.ok ? { siteMetadata: { siteUrl: origin.origin } } : {}),
  // Netlify's adapter, the one Netlify would install at deploy: every build writes what a deploy serves.
  adapter: netlifyAdapter(),
  // One policy for links, canonicals, sitemap and Netlify's pretty URLs: every page path ends in "/".
  trailingSlash: 'always',
  // Queries in src/ are typed by default; those of the Node APIs only where listed here (gatsby-node.ts re-exports gatsby/).
  graphqlTypegen: {
    typesOutputPath: 'src/gatsby-types.d.ts',
    generateOnBuild: true,
    documentSearchPaths: ['./gatsby-node.ts', './gatsby/**/*.ts'],
  },
  // `gatsby develop` serves no HTML from public/; the CMS page (gatsby/node-apis/on-post-bootstrap.ts) is served here.
  developMiddleware: (app: { get: (paths: string[], handler: (req: unknown, res: { sendFile: (file: string) => void }) => void) => void }) => {
    app.get(['/admin', '/admin/', '/admin/index.html'], (_req, res) => res.sendFile(path.join(__dirname, 'public/admin/index.html')));
  },
  plugins: [
    'gatsby-plugin-emotion',
    'gatsby-plugin-image',
    'gatsby-plugin-sharp',
    'gatsby-transformer-sharp',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'content', path: contentDir },
    },
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: STATIC_SOURCE, path: staticDir },
    },
    'gatsby-transformer-remark',
    {
      resolve: 'gatsby-transformer-yaml',
      // Raw YAML records; gatsby-node validates each and creates its typed node (events.yaml → Event).
      options: { typeName: YAML_RECORD_TYPE },
    },
    sitemapPlugin,
    feedPlugin,
    ...firstPaintPlugin,
  ],
};

export default config;
