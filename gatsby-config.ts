import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { YAML_RECORD_TYPE } from './src/lib/content-types';

/** Writers' content lives in content/; a test points CONTENT_DIR at a fixture to prove bad frontmatter fails the build. */
const contentDir = path.resolve(process.env.CONTENT_DIR ?? path.join(__dirname, 'content'));

const config: GatsbyConfig = {
  // One policy for links, canonicals, sitemap and Netlify's pretty URLs: every page path ends in "/".
  trailingSlash: 'always',
  graphqlTypegen: { typesOutputPath: 'src/gatsby-types.d.ts', generateOnBuild: true },
  // `gatsby develop` serves no HTML from public/; the CMS page (gatsby/on-post-bootstrap.ts) is served here.
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
    'gatsby-transformer-remark',
    {
      resolve: 'gatsby-transformer-yaml',
      // Raw YAML records; gatsby-node validates each and creates its typed node (events.yaml → Event).
      options: { typeName: YAML_RECORD_TYPE },
    },
  ],
};

export default config;
