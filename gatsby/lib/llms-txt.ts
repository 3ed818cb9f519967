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
}

/** Text on one line: a description must not break the Markdown list it sits in. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

const link = (siteUrl: string, label: string, path: string, note: string) => `- [${label}](${absoluteUrl(siteUrl, path)}): ${oneLine(note)}`;

/**
 * /llms.txt (llmstxt.org): a Markdown summary that points AI crawlers at the pages that say what
 * the company offers, built from the same content as the site.
 */
export const llmsTxt = ({ company, solutions, products, services }: LlmsContent): string => {
  const { siteUrl } = company;
  const solutionsOfKind = (kind: 'industry' | 'function') =>
    solutions.filter((solution) => enumLabel('SolutionKind', solution.kind) === kind).map((s) => link(siteUrl, s.name, routes.solution(s.slug), s.tagline));
  const sections: Array<[string, string[]]> = [
    ['Industry solutions', solutionsOfKind('industry')],
    ['Function solutions', solutionsOfKind('function')],
    ['Products', products.map((p) => link(siteUrl, p.name, routes.product(p.slug), `${p.tagline} (${p.category})`))],
    ['Services', services.map((s) => link(siteUrl, s.title, routes.service(s.slug), s.description))],
    [
      'Company',
      [
        link(siteUrl, 'About', routes.about, `Who ${company.name} is and why clients choose it`),
        link(siteUrl, 'Portfolio', routes.portfolio, 'AI applications built for clients, with case studies'),
        link(siteUrl, 'Newsroom', routes.newsroom, 'Press releases, media coverage, media kit and events'),
        link(siteUrl, 'Contact', routes.contact, `E-mail ${company.email}, phone ${company.phone}`),
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
    ...sections.flatMap(([heading, lines]) => ['', `## ${heading}`, '', ...lines]),
    '',
  ].join('\n');
};
