import { identityLinkTarget } from '../lib/cms-names';

/** Runs on the home page when writers sign in with Netlify Identity: an e-mailed sign-in link opens in the CMS. */
export default function openIdentityLinkInCms(): void {
  const target = identityLinkTarget(location.hash);
  if (target) location.replace(target);
}
