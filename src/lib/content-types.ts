/**
 * The content model, declared once. gatsby-node turns it into GraphQL SDL (`@dontInfer`)
 * and validates every Markdown frontmatter and YAML record against it, so a writer's
 * missing or misspelled field fails the build with the file and the field named.
 *
 * Field types use GraphQL's notation: `String!` is required, `[String!]!` is a required
 * list, a name from `enums` (content-enums.ts, labels in enum-labels.ts) or `objects` refers to those, `File` is an image path
 * relative to the content file.
 */

export type FieldMap = Readonly<Record<string, string>>;

/**
 * A YAML file under content/site/: one record (the whole file), or, with `list`, the records listed
 * under that one top-level field (`events:` followed by `- ` entries). Every YAML file's root is a
 * group of named fields, never a bare list, so the CMS can edit it.
 */
export type YamlSource = { kind: 'yaml'; file: string; list?: string };

/** An optional field that becomes required when another field has a given value, with the writer's message. */
export interface RequiredWhen {
  field: string;
  equals: string;
  message: string;
}

export interface NodeTypeDefinition {
  /** Folder under content/ (Markdown) or file name under content/site/ (YAML), without extension. */
  source: { kind: 'markdown'; folder: string } | YamlSource;
  description: string;
  fields: FieldMap;
  requiredWhen?: Readonly<Record<string, RequiredWhen>>;
  /**
   * When a record is a draft: only a draft's Markdown body may hold placeholders such as
   * "[Executive Name]", since production shows a draft's fields (the newsroom's "Coming Soon" card)
   * but never its body. A type without it is always published.
   */
  draftWhen?: { field: string; equals: string };
}

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
  },
  HeroVariant: { headline: 'String!', subtext: 'String!' },
  TitledText: { title: 'String!', description: 'String!', icon: 'Icon' },
  SynonymGroup: { terms: '[String!]!' },
} as const satisfies Record<string, FieldMap>;

export const nodeTypes = {
  Solution: {
    source: { kind: 'markdown', folder: 'solutions' },
    description: 'An industry or function solution: a card on the home page and a page at /solutions/<slug>/',
    fields: {
      slug: 'String!',
      kind: 'SolutionKind!',
      icon: 'Icon!',
      order: 'Int!',
      name: 'String!',
      badge: 'String!',
      tagline: 'String!',
      description: 'String!',
      cardBullets: '[String!]!',
      applications: '[String!]!',
      benefits: '[String!]!',
      useCases: '[String!]!',
      cta: 'CallToAction!',
      pricing: 'Pricing',
      process: '[ProcessStep!]',
      retired: 'Boolean',
    },
  },
  Service: {
    source: { kind: 'markdown', folder: 'services' },
    description: 'A professional service: a card on /services/ and a page at /services/<slug>/',
    fields: {
      slug: 'String!',
      order: 'Int!',
      title: 'String!',
      icon: 'Icon!',
      badge: 'String!',
      description: 'String!',
      cardFeatures: '[String!]!',
      offerings: '[String!]!',
      benefits: '[String!]!',
      cta: 'CallToAction!',
      retired: 'Boolean',
    },
  },
  Product: {
    source: { kind: 'markdown', folder: 'products' },
    description: 'An AI product: a card and a page at /products/<slug>/',
    fields: {
      slug: 'String!',
      order: 'Int!',
      name: 'String!',
      icon: 'Icon!',
      category: 'String!',
      badge: 'ProductBadge',
      tagline: 'String!',
      description: 'String!',
      stats: '[Stat!]!',
      features: '[String!]!',
      benefits: '[String!]!',
      useCases: '[String!]!',
      specs: 'ProductSpecs!',
      agentBundles: '[AgentBundle!]',
      platforms: '[String!]',
      cta: 'CallToAction!',
      retired: 'Boolean',
    },
  },
  PortfolioItem: {
    source: { kind: 'markdown', folder: 'portfolio' },
    description: 'A built application: a portfolio card, its modal, and (with a case study page) /portfolio/<slug>/',
    fields: {
      title: 'String!',
      order: 'Int!',
      category: 'String!',
      description: 'String!',
      url: 'String',
      screenshot: 'File!',
      screenshotAlt: 'String!',
      openSource: 'Boolean',
      sourceCodeUrl: 'String',
      hasCaseStudyPage: 'Boolean!',
      badge: 'String!',
      tagline: 'String!',
      metrics: '[Stat!]!',
      challenge: 'String!',
      solution: 'String!',
      technologies: '[String!]!',
      results: '[String!]',
      retired: 'Boolean',
    },
  },
  PressRelease: {
    source: { kind: 'markdown', folder: 'press' },
    description:
      'A press release at /press/<slug>/; a draft shows only its title and a "not yet published" line, is marked "Coming Soon" in the newsroom and is not indexed',
    fields: {
      slug: 'String!',
      status: 'PressStatus!',
      title: 'String!',
      date: 'Date',
      location: 'String!',
      excerpt: 'String!',
      retired: 'Boolean',
    },
    requiredWhen: { date: { field: 'status', equals: 'published', message: 'a published release needs a "date" (YYYY-MM-DD); drafts may omit it' } },
    draftWhen: { field: 'status', equals: 'draft' },
  },
  LegalPage: {
    source: { kind: 'markdown', folder: 'legal' },
    description: 'A static legal page at /<slug>/ (privacy, terms, cookies, ethics)',
    fields: {
      slug: 'String!',
      title: 'String!',
      description: 'String!',
      lastUpdated: 'String!',
      principles: '[EthicsPrinciple!]',
    },
  },
  Company: {
    source: { kind: 'yaml', file: 'company' },
    description: 'Company contact details and offers, used site-wide',
    fields: {
      name: 'String!',
      legalName: 'String!',
      siteUrl: 'String!',
      description: 'String!',
      email: 'String!',
      pressEmail: 'String!',
      privacyEmail: 'String!',
      phone: 'String!',
      location: 'String!',
      foundingYear: 'Int!',
      freeConsultationMinutes: 'Int!',
      // The offer as the pages' closing calls to action state it, with the length as a token.
      consultationOffer: 'String!',
      blockPriceUsd: 'Int!',
      blockMinutes: 'Int!',
      replyWithinHours: 'Int!',
      replyPromise: 'String!',
    },
  },
  PressTexts: {
    source: { kind: 'yaml', file: 'press-drafts' },
    description:
      'What a draft press release page says: in production only its title, the notice and the press contact; deploy previews show the whole draft under the banner',
    fields: { unpublishedNotice: 'String!', pressContactLabel: 'String!', draftBanner: 'String!' },
  },
  Navigation: {
    source: { kind: 'yaml', file: 'navigation' },
    description: 'Header and footer links',
    fields: {
      header: '[NavLink!]!',
      demo: 'NavLink!',
      footerSolutions: '[NavLink!]!',
      footerProducts: '[NavLink!]!',
      footerCompany: '[NavLink!]!',
      footerLegal: '[NavLink!]!',
    },
  },
  HomeContent: {
    source: { kind: 'yaml', file: 'home' },
    description: 'Home page copy: hero, about block and stats',
    fields: {
      heroBadge: 'String!',
      heroVariants: '[HeroVariant!]!',
      heroStats: '[Stat!]!',
      solutionsIntro: 'String!',
      aboutHeading: 'String!',
      aboutIntro: 'String!',
      aboutStats: '[Stat!]!',
      whyChooseUsHeading: 'String!',
      whyChooseUsText: 'String!',
      coreValues: '[TitledText!]!',
      reasons: '[TitledText!]!',
    },
  },
  MediaArticle: {
    source: { kind: 'yaml', file: 'media-articles', list: 'articles' },
    description: 'A press mention in the newsroom\'s "In the News" grid; shown without a link when it has none',
    fields: { title: 'String!', publication: 'String!', date: 'Date!', excerpt: 'String!', link: 'String' },
  },
  MediaKitItem: {
    source: { kind: 'yaml', file: 'media-kit', list: 'packs' },
    description: 'A downloadable media kit pack: upload its file, and the newsroom shows its size',
    fields: { title: 'String!', description: 'String!', icon: 'Icon!', file: 'String!' },
  },
  ChatWords: {
    source: { kind: 'yaml', file: 'chat' },
    description:
      "Every line the chat assistant says, and its buttons' labels. {{visitor}} is the visitor's name; the offerings and case studies it lists come from their own entries",
    fields: {
      title: 'String!',
      subtitle: 'String!',
      greeting: 'String!',
      nameRejection: 'String!',
      askEmail: 'String!',
      emailRejection: 'String!',
      thanksForEmail: 'String!',
      optionsIntro: 'String!',
      fromPages: 'String!',
      notOnSite: 'String!',
      answers: 'ChatAnswers!',
      actionLabels: 'ChatActionLabels!',
    },
  },
  Event: {
    source: { kind: 'yaml', file: 'events', list: 'events' },
    description:
      "A conference or talk on /events/ and the newsroom; link is the event's own page, or a site path such as /contact/ for our own events, or left out",
    fields: {
      title: 'String!',
      date: 'Date!',
      location: 'String!',
      summary: 'String!',
      link: 'String',
      type: 'EventType!',
    },
  },
  SearchContent: {
    source: { kind: 'yaml', file: 'search' },
    description:
      'Site search: the words of its button, dialog and /search/ page, and groups of words visitors use for the same thing (each group needs two or more terms; a term may be several words)',
    fields: {
      buttonLabel: 'String!',
      dialogTitle: 'String!',
      inputLabel: 'String!',
      placeholder: 'String!',
      submitLabel: 'String!',
      closeLabel: 'String!',
      resultsLabel: 'String!',
      resultCount: 'String!',
      noResults: 'String!',
      emptyQuery: 'String!',
      loading: 'String!',
      pageTitle: 'String!',
      pageIntro: 'String!',
      homeSection: 'String!',
      otherSection: 'String!',
      synonyms: '[SynonymGroup!]!',
    },
  },
} as const satisfies Record<string, NodeTypeDefinition>;

export type NodeTypeName = keyof typeof nodeTypes;

export const findMarkdownType = (folder: string): NodeTypeName | undefined =>
  (Object.keys(nodeTypes) as NodeTypeName[]).find((name) => {
    const { source } = nodeTypes[name];
    return source.kind === 'markdown' && source.folder === folder;
  });

export const findYamlType = (file: string): NodeTypeName | undefined =>
  (Object.keys(nodeTypes) as NodeTypeName[]).find((name) => {
    const { source } = nodeTypes[name];
    return source.kind === 'yaml' && source.file === file;
  });

/** Node type gatsby-transformer-yaml gives every YAML record; gatsby-node turns each into a typed node. */
export const YAML_RECORD_TYPE = 'YamlRecord';
