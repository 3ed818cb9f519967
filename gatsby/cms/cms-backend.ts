/**
 * How writers sign in on the deployed site: `github` (a GitHub account with write access, through
 * Netlify's GitHub OAuth provider) or `git-gateway` (Netlify Identity: the owner invites writers by
 * e-mail, and Netlify's Git Gateway commits for them). The CMS_BACKEND environment variable chooses:
 * an owner sets it in Netlify's dashboard, where the Identity and Git Gateway settings it depends on
 * are too, and a wrong value there cannot lock the owner out of the CMS (docs/OPERATORS.md, "The CMS
 * on the live site").
 */
export const CMS_BACKENDS = ['github', 'git-gateway'] as const;
export type CmsBackendName = (typeof CMS_BACKENDS)[number];

export type CmsBackend =
  | { name: 'github'; repo: string; branch: string; base_url: string; auth_endpoint: string; squash_merges: boolean }
  | { name: 'git-gateway'; branch: string; squash_merges: boolean };

/**
 * Decap's `backend` setting. GitHub: commits through the GitHub API, signed in with Netlify's GitHub
 * OAuth provider. Git Gateway: through the site's own /.netlify/git/ (Git Gateway knows the
 * repository), signed in with Netlify Identity on the site's own /.netlify/identity/.
 */
export const cmsBackend = (name: CmsBackendName, repo: string, branch: string): CmsBackend =>
  name === 'git-gateway'
    ? { name: 'git-gateway', branch, squash_merges: true }
    : { name: 'github', repo, branch, base_url: 'https://api.netlify.com', auth_endpoint: 'auth', squash_merges: true };

/** The backend CMS_BACKEND names (github when unset); any other value is refused with the ones it may take. */
export const cmsBackendFromEnv = (env: Readonly<Record<string, string | undefined>>): CmsBackendName => {
  const value = (env.CMS_BACKEND ?? '').trim() || 'github';
  const known = CMS_BACKENDS.find((name) => name === value);
  if (!known) throw new Error(`CMS_BACKEND=${value} is not a CMS backend: set it to ${CMS_BACKENDS.join(' or ')}, or leave it unset for github`);
  return known;
};

/** The backend a generated config.yml (JSON under a comment line) names. */
export const cmsBackendOf = (configYml: string): CmsBackendName | undefined =>
  (JSON.parse(configYml.slice(configYml.indexOf('{'))) as { backend?: { name?: CmsBackendName } } | null)?.backend?.name;
