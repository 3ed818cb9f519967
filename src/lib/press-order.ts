import { enumLabel } from './enum-labels';

export interface OrderableRelease {
  readonly title: string;
  /** GraphQL enum value: PUBLISHED or DRAFT. */
  readonly status: string;
  /** YYYY-MM-DD (or an ISO date-time); drafts have none. */
  readonly date: string | null;
}

const isPublished = (release: OrderableRelease) => enumLabel('PressStatus', release.status) === 'published' && Boolean(release.date);

/**
 * The press index order: published releases first, newest first; then the "Coming Soon" drafts
 * (and anything without a date), by title. Ties are broken by title so builds are reproducible.
 */
export const pressIndexOrder = <T extends OrderableRelease>(releases: readonly T[]): T[] =>
  [...releases].sort((a, b) => {
    const published = Number(isPublished(b)) - Number(isPublished(a));
    if (published !== 0) return published;
    if (isPublished(a)) return (b.date ?? '').localeCompare(a.date ?? '') || a.title.localeCompare(b.title);
    return a.title.localeCompare(b.title);
  });
