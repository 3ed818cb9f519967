import type { FieldMap } from './definitions';

/** Object types nested inside nodes. */
export const objects = {
  CallToAction: { label: 'String!', note: 'String' },
  Stat: { value: 'String!', label: 'String!', icon: 'Icon' },
  ProcessStep: { title: 'String!', description: 'String!' },
  // Figures written as the company's tokens ("{{blockPriceUsd}}"), so the price lives in company.yaml alone.
  Pricing: {
    freeConsultationMinutes: 'String!',
    blockPriceUsd: 'String!',
    blockMinutes: 'String!',
    summary: 'String!',
  },
  ProductSpecs: { heading: 'SpecsHeading!', items: '[String!]!' },
  AgentBundle: { name: 'String!', agents: '[String!]!' },
  EthicsPrinciple: { title: 'String!', description: 'String!', commitments: '[String!]!' },
  /** A link written by hand (label and to), or pointing at an entry (`entry: "product:nova-ai"`), whose name and address it takes. */
  NavLink: { label: 'String', to: 'String', entry: 'String' },
  /** What a visitor may want besides the topics: the phrases that say it (any one, as whole words) and the answer. */
  ChatIntent: { phrases: '[String!]!', answer: 'String!' },
  ChatIntents: { person: 'ChatIntent!', press: 'ChatIntent!', place: 'ChatIntent!' },
  ChatAnswers: { consultation: 'String!', pricing: 'String!', portfolio: 'String!', solutions: 'String!', contact: 'String!', generic: 'String!' },
  ChatActionLabels: {
    consultation: 'String!',
    pricing: 'String!',
    portfolio: 'String!',
    solutions: 'String!',
    contact: 'String!',
    // Not "email" and "phone": those names are the company's addresses, checked as such in the CMS.
    emailUs: 'String!',
    callUs: 'String!',
    privacy: 'String!',
    newsroom: 'String!',
    events: 'String!',
  },
  HeroVariant: { headline: 'String!', subtext: 'String!' },
  TitledText: { title: 'String!', description: 'String!', icon: 'Icon' },
  SynonymGroup: { terms: '[String!]!' },
} as const satisfies Record<string, FieldMap>;
