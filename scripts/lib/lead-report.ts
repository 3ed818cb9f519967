/**
 * `npm run leads -- report`: where leads came from, the hero experiment read from them, and the
 * questions visitors asked the chat that the site does not answer (the owner's list of pages to write).
 *
 * The site shows each hero headline to half of all sessions (50/50 per browser session), so with
 * equal exposure the split of leads between the two headlines is the experiment's result: under
 * "no difference" each lead is a fair coin. The report gives each variant's share of leads with a
 * 95 % Wilson interval and the two-sided p-value of an exact binomial test against 50/50. Leads
 * without attribution (sent before it existed, or without storage) count as "unknown" and stay out
 * of the test: they are never guessed.
 */
import { type Attribution, CONTACT_VARIANTS } from '../../src/lib/attribution';
import { HERO_VARIANTS } from '../../src/lib/hero-variant';

export interface LeadFacts {
  createdAt: string;
  attribution?: Attribution;
  /** A chat's follow-up continues a lead already counted: only its questions count. */
  followUp?: true;
  /** The questions of a chat lead the assistant could not answer (src/lib/chat/unanswered.ts), as written. */
  unanswered?: string[];
}

/** The normal quantile of a two-sided 95 % interval, and of 80 % power. */
const Z_95 = 1.959963984540054;
const Z_POWER_80 = 0.8416212335729143;
export const UNKNOWN = 'unknown';

const logFactorials: number[] = [0];
const logFactorial = (n: number): number => {
  for (let i = logFactorials.length; i <= n; i += 1) logFactorials[i] = logFactorials[i - 1] + Math.log(i);
  return logFactorials[n];
};
const binomialPmfHalf = (k: number, n: number): number => Math.exp(logFactorial(n) - logFactorial(k) - logFactorial(n - k) - n * Math.LN2);

/** Two-sided exact binomial test against p = 0.5: twice the smaller tail, at most 1. */
export function binomialTestHalf(k: number, n: number): number {
  if (n === 0) return 1;
  const low = Math.min(k, n - k);
  let tail = 0;
  for (let i = 0; i <= low; i += 1) tail += binomialPmfHalf(i, n);
  return Math.min(1, 2 * tail);
}

/** The 95 % Wilson score interval of a share k/n. */
export function wilsonInterval(k: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const share = k / n;
  const z2 = Z_95 * Z_95;
  const centre = (share + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z_95 * Math.sqrt((share * (1 - share)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/**
 * Leads needed (both variants together) for a two-sided 5 % test of the split to detect that one
 * variant brings `lift` more leads than the other with 80 % power: its share is then (1+lift)/(2+lift).
 */
export function leadsToDetectLift(lift: number): number {
  const shifted = (1 + lift) / (2 + lift);
  const n = ((Z_95 * 0.5 + Z_POWER_80 * Math.sqrt(shifted * (1 - shifted))) / (shifted - 0.5)) ** 2;
  return Math.ceil(n);
}

export interface VariantRow {
  variant: string;
  leads: number;
  /** Share of the leads whose variant is known; null for "unknown". */
  share: number | null;
  interval: [number, number] | null;
}

export interface SplitResult {
  rows: VariantRow[];
  known: number;
  /** Exact binomial test of the two known variants against 50/50; null with other than two variants. */
  pValue: number | null;
}

export function splitOf(leads: readonly LeadFacts[], key: 'hero_variant' | 'contact_variant', variants: readonly string[]): SplitResult {
  const counts = new Map<string, number>([...variants.map((variant): [string, number] => [variant, 0]), [UNKNOWN, 0]]);
  for (const lead of leads) {
    const value = lead.attribution?.[key];
    const variant = value && variants.includes(value) ? value : UNKNOWN;
    counts.set(variant, (counts.get(variant) ?? 0) + 1);
  }
  const known = variants.reduce((sum, variant) => sum + (counts.get(variant) ?? 0), 0);
  const rows = [...counts].map(([variant, count]) => ({
    variant,
    leads: count,
    share: variant === UNKNOWN || known === 0 ? null : count / known,
    interval: variant === UNKNOWN || known === 0 ? null : wilsonInterval(count, known),
  }));
  const pValue = variants.length === 2 && known > 0 ? binomialTestHalf(counts.get(variants[0]) ?? 0, known) : null;
  return { rows, known, pValue };
}

/** Leads per value of one attribution key, largest first, "unknown" for leads without it. */
export function countBy(leads: readonly LeadFacts[], pick: (attribution: Attribution) => string | undefined): { value: string; leads: number }[] {
  const counts = new Map<string, number>();
  for (const lead of leads) {
    const value = (lead.attribution && pick(lead.attribution)) || UNKNOWN;
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].map(([value, count]) => ({ value, leads: count })).sort((a, b) => b.leads - a.leads || a.value.localeCompare(b.value));
}

/**
 * One page, one row: the path without query or fragment, with Gatsby's trailing slash ("/contact"
 * and "/contact/" are the same page); a file's path ("/brochure.pdf") keeps its form.
 */
export function pageOf(path: string): string {
  const bare = path.replace(/[?#].*$/s, '') || '/';
  const last = bare.slice(bare.lastIndexOf('/') + 1);
  return bare.endsWith('/') || last.includes('.') ? bare : `${bare}/`;
}

/** What makes two questions one: letter case, runs of spaces and the punctuation ending it do not. */
export const questionKey = (question: string): string =>
  question
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .replace(/[\s?!.…]+$/u, '')
    .trim();

export interface UnansweredQuestion {
  /** The wording most visitors used (on a tie, the first seen). */
  question: string;
  /** How many times visitors asked it. */
  asked: number;
}

/** The questions the assistant could not answer, most asked first (then alphabetically). */
export function unansweredOf(leads: readonly LeadFacts[]): UnansweredQuestion[] {
  const byKey = new Map<string, Map<string, number>>();
  for (const question of leads.flatMap((lead) => lead.unanswered ?? [])) {
    const key = questionKey(question);
    if (!key) continue;
    const wordings = byKey.get(key) ?? new Map<string, number>();
    const wording = question.replace(/\s+/g, ' ').trim();
    wordings.set(wording, (wordings.get(wording) ?? 0) + 1);
    byKey.set(key, wordings);
  }
  return [...byKey.values()]
    .map((wordings) => {
      const [question] = [...wordings].reduce((best, next) => (next[1] > best[1] ? next : best));
      return { question, asked: [...wordings.values()].reduce((sum, count) => sum + count, 0) };
    })
    .sort((a, b) => b.asked - a.asked || a.question.localeCompare(b.question));
}

export interface LeadReport {
  since: string | null;
  leads: number;
  heroVariant: SplitResult;
  contactVariant: SplitResult;
  /** Leads (both variants together) needed to detect a 20 % lift in the hero split. */
  leadsToDetect20PercentLift: number;
  bySource: { value: string; leads: number }[];
  byCampaign: { value: string; leads: number }[];
  byLandingPage: { value: string; leads: number }[];
  /** Chat questions the site did not answer, follow-ups' included. */
  unanswered: UnansweredQuestion[];
}

export function buildLeadReport(all: readonly LeadFacts[], since?: Date): LeadReport {
  const recent = since ? all.filter((lead) => Date.parse(lead.createdAt) >= since.getTime()) : all;
  const leads = recent.filter((lead) => !lead.followUp);
  return {
    since: since ? since.toISOString() : null,
    leads: leads.length,
    heroVariant: splitOf(leads, 'hero_variant', HERO_VARIANTS.map(String)),
    contactVariant: splitOf(leads, 'contact_variant', CONTACT_VARIANTS),
    leadsToDetect20PercentLift: leadsToDetectLift(0.2),
    bySource: countBy(leads, (attribution) => attribution.utm_source ?? attribution.referrer ?? (attribution.landing_page ? 'direct' : undefined)),
    byCampaign: countBy(leads, (attribution) => attribution.utm_campaign ?? (attribution.landing_page ? 'none' : undefined)),
    byLandingPage: countBy(leads, (attribution) => attribution.landing_page && pageOf(attribution.landing_page)),
    unanswered: unansweredOf(recent),
  };
}

const percent = (value: number): string => `${(value * 100).toFixed(1)} %`;

function splitLines(title: string, split: SplitResult): string[] {
  const lines = [`${title} (${split.known} with a known variant)`];
  for (const row of split.rows) {
    const share = row.share === null || row.interval === null ? '' : `  ${percent(row.share)}  95 % CI ${percent(row.interval[0])}–${percent(row.interval[1])}`;
    lines.push(`  ${row.variant.padEnd(10)} ${String(row.leads).padStart(6)}${share}`);
  }
  lines.push(`  exact binomial test against 50/50: p = ${split.pValue === null ? 'n/a' : split.pValue.toPrecision(3)}`);
  return lines;
}

function tableLines(title: string, rows: { value: string; leads: number }[]): string[] {
  return [title, ...rows.map((row) => `  ${String(row.leads).padStart(6)}  ${row.value}`)];
}

export function formatLeadReport(report: LeadReport): string[] {
  return [
    `${report.leads} lead(s)${report.since ? ` since ${report.since}` : ''}`,
    '',
    ...splitLines('By hero variant', report.heroVariant),
    `  leads needed to detect a 20 % lift (two-sided 5 %, 80 % power): ${report.leadsToDetect20PercentLift}`,
    '',
    ...splitLines('By contact variant (chosen by the link, not drawn: the test only describes the split)', report.contactVariant),
    '',
    ...tableLines('By source (utm_source, else the referring site, else direct)', report.bySource),
    '',
    ...tableLines('By campaign (utm_campaign)', report.byCampaign),
    '',
    ...tableLines('By landing page', report.byLandingPage),
    '',
    ...tableLines(
      'Questions the chat could not answer from the site (times asked, most asked first)',
      report.unanswered.map(({ question, asked }) => ({ value: question, leads: asked })),
    ),
    ...(report.unanswered.length === 0 ? ['  none'] : []),
  ];
}
