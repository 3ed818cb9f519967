import { enumLabel } from '../../src/lib/enum-labels';
import { routes } from '../../src/lib/routes';
import { absoluteUrl } from '../../src/lib/seo-urls';

export interface LlmsCompany {
  readonly name: string;
  readonly siteUrl: string;
  readonly description: string;
  readonly location: string;
  readonly email: string;
  readonly phone: string;
  readonly freeConsultationMinutes: number;
  readonly blockPriceUsd: number;
  readonly blockMinutes: number;
}

export interface LlmsContent {
  readonly company: LlmsCompany;
  /** In display order; kind is the GraphQL enum value INDUSTRY or FUNCTION. */
  readonly solutions: ReadonlyArray<{ readonly slug: string; readonly name: string; readonly kind: string; readonly tagline: string }>;
  readonly products: ReadonlyArray<{ readonly slug: string; readonly name: string; readonly category: string; readonly tagline: string }>;
  readonly services: ReadonlyArray<{ readonly slug: string; readonly title: string; readonly description: string }>;
  /** The pages search engines may index (gatsby/lib/indexing.ts): a link to any other page is left out. */
  readonly indexablePaths: readonly string[];
}

/** Text on one line: a description must not break the Markdown list it sits in. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A page it points to: label, path, and what the page says, on one line. */
type Link = readonly [label: string, path: string, note: string];

/**
 * /llms.txt (llmstxt.org): a Markdown summary that points AI crawlers at the pages that say what
 * the company offers, built from the same content as the site, and only at pages search engines
 * may index.
 */
export const llmsTxt = ({ company, solutions, products, services, indexablePaths }: LlmsContent): string => {
  const indexable = new Set(indexablePaths);
  const lines = (links: readonly Link[]) =>
    links.filter(([, path]) => indexable.has(path)).map(([label, path, note]) => `- [${label}](${absoluteUrl(company.siteUrl, path)}): ${oneLine(note)}`);
  const solutionsOfKind = (kind: 'industry' | 'function') =>
    solutions.filter((solution) => enumLabel('SolutionKind', solution.kind) === kind).map((s): Link => [s.name, routes.solution(s.slug), s.tagline]);
  const sections: Array<[string, readonly Link[]]> = [
    ['Industry solutions', solutionsOfKind('industry')],
    ['Function solutions', solutionsOfKind('function')],
    ['Products', products.map((p): Link => [p.name, routes.product(p.slug), `${p.tagline} (${p.category})`])],
    ['Services', services.map((s): Link => [s.title, routes.service(s.slug), s.description])],
    [
      'Company',
      [
        ['About', routes.about, `Who ${company.name} is and why clients choose it`],
        ['Portfolio', routes.portfolio, 'AI applications built for clients, with case studies'],
        ['Newsroom', routes.newsroom, 'Press releases, media coverage, media kit and events'],
        ['Contact', routes.contact, `E-mail ${company.email}, phone ${company.phone}`],
      ],
    ],
  ];
  return [
    `# ${company.name}`,
    '',
    `> ${oneLine(company.description)}`,
    '',
    `Based in ${company.location}. Every engagement can start with a free ${company.freeConsultationMinutes}-minute consultation; ` +
      `extended consulting is ${company.blockPriceUsd} US dollars per ${company.blockMinutes}-minute block.`,
    ...sections.flatMap(([heading, links]) => ['', `## ${heading}`, '', ...lines(links)]),
    '',
  ].join('\n');
};
