import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { resolveSiteOrigin, type OriginResolution } from './lib/resolve-site-origin';

/** `siteUrl` of content/site/company.yaml (the fallback origin), or undefined when the file or field is missing. */
const companySiteUrl = (contentDir: string): string | undefined => {
  const file = path.join(contentDir, 'site', 'company.yaml');
  if (!fs.existsSync(file)) return undefined;
  const company = yaml.load(fs.readFileSync(file, 'utf8')) as { siteUrl?: unknown } | null;
  return typeof company?.siteUrl === 'string' ? company.siteUrl : undefined;
};

/** This build's origin, from the build environment and the content folder. */
export const buildSiteOrigin = (contentDir: string, env: NodeJS.ProcessEnv = process.env): OriginResolution =>
  resolveSiteOrigin(env, companySiteUrl(contentDir));
