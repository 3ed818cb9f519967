import { findEntry, resolveToken, type CollectionName, type FactTable } from './facts';
import type { ContentProblem } from './content-validation';

/**
 * A link in navigation.yaml is written by hand (`label` and `to`) or points at an entry
 * (`entry: "product:nova-ai"`): then its label and address come from the entry, so a rename is
 * one edit, and a retired entry's link leaves the menu and the footer.
 */
type Link = { label?: string; to?: string; entry?: string };

const isLink = (value: unknown): value is Link => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** The link as shown, undefined when its entry is retired, or the problem with it. */
const resolveLink = (link: Link, field: string, table: FactTable): { link?: { label: string; to: string } } | { problem: ContentProblem } => {
  if (link.entry === undefined) {
    if (link.label && link.to) return { link: { label: link.label, to: link.to } };
    return { problem: { field, message: `"${field}" needs a label and a "to" address, or an "entry" such as "product:nova-ai"` } };
  }
  const [kind, slug = ''] = link.entry.split(':', 2);
  const named = resolveToken(link.entry, table);
  if ('problem' in named) return { problem: { field: `${field}.entry`, message: `field "${field}.entry": ${named.problem}` } };
  const entry = findEntry(table, kind as CollectionName, slug);
  if (!entry || entry.retired) return {};
  // A label written beside the entry wins: a short menu name for a long product name.
  return { link: { label: link.label ?? entry.label, to: entry.url } };
};

/** The record with every entry link filled in and retired ones left out; problems name the field. */
export const resolveEntryLinks = (record: Record<string, unknown>, table: FactTable): { record: Record<string, unknown>; problems: ContentProblem[] } => {
  const problems: ContentProblem[] = [];
  const one = (value: unknown, field: string) => {
    if (!isLink(value)) return value;
    const resolved = resolveLink(value, field, table);
    if ('problem' in resolved) problems.push(resolved.problem);
    return 'link' in resolved ? resolved.link : undefined;
  };
  const resolvedRecord = Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((item, index) => one(item, `${key}[${index}]`)).filter((item) => item !== undefined) : one(value, key),
    ]),
  );
  return { record: resolvedRecord, problems };
};
