import type { NodeTypeDefinition } from './definitions';

/** Site-wide data written as YAML under content/site/: one record a file, or the records one field lists. */
export const siteTypes = {
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
      freeConsultationMinutes: 'Int!',
      blockPriceUsd: 'Int!',
      blockMinutes: 'Int!',
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
