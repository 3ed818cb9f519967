import { routes } from './routes';

export interface SourceCodeLink {
  readonly label: string;
  readonly href: string;
  /** A repository on another site, opened in a new tab; otherwise a page of this site. */
  readonly external: boolean;
}

/**
 * The source-code link of an open-source portfolio item: "View Source Code" to its repository when
 * the content names one, "Request the Source Code" to the contact page when it does not (a link to
 * nowhere would be a dead end), and nothing for a closed-source item.
 */
export const sourceCodeLink = (item: { readonly openSource?: boolean | null; readonly sourceCodeUrl?: string | null }): SourceCodeLink | null => {
  const url = item.sourceCodeUrl?.trim();
  if (url) return { label: 'View Source Code', href: url, external: true };
  if (item.openSource) return { label: 'Request the Source Code', href: routes.contact, external: false };
  return null;
};

/**
 * "Visit Live Application" for a portfolio item, only when the content gives the application's
 * address (the owner's word, never a guessed domain); with no address there is nothing to link.
 */
export const liveApplicationLink = (item: { readonly url?: string | null }): { readonly label: string; readonly href: string } | null => {
  const url = item.url?.trim();
  return url ? { label: 'Visit Live Application', href: url } : null;
};
