/**
 * Whether this build shows draft press releases whole (their body, with its placeholders, under a
 * "Draft" banner): only a Netlify deploy preview (CONTEXT=deploy-preview, which Netlify sets at
 * build time; the CMS's editorial workflow opens one per draft) and the writers' development server
 * (`npm run cms` / `npm run develop`). Every other build, a local `npm run build` included, may be
 * deployed to visitors, so its draft pages show only what is final.
 */
export const showsWholeDrafts = (env: Readonly<Record<string, string | undefined>>): boolean =>
  env.CONTEXT?.trim() === 'deploy-preview' || env.gatsby_executing_command === 'develop';
