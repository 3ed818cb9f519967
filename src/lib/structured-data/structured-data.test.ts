import {
  caseStudyJsonLd,
  eventsJsonLd,
  homeJsonLd,
  postalAddress,
  pressReleaseJsonLd,
  productJsonLd,
  serializeJsonLd,
  serviceJsonLd,
  solutionJsonLd,
  type JsonLdDocument,
  type JsonLdObject,
  type SiteFacts,
} from '.';

const site: SiteFacts = {
  name: 'Aurelion AI',
  legalName: 'Aurelion AI, Inc.',
  siteUrl: 'https://aurelion.example',
  description: 'An AI solutions company.',
  email: 'hello@aurelion.example',
  phone: '+1 (214) 555-0142',
  location: 'Dallas, TX, United States',
  foundingYear: 2019,
};

const types = (document: JsonLdDocument | null) => document?.['@graph'].map((node) => node['@type']);
const node = (document: JsonLdDocument | null, type: string): JsonLdObject => {
  const found = document?.['@graph'].find((candidate) => candidate['@type'] === type);
  if (!found) throw new Error(`no ${type} node`);
  return found;
};
const crumbs = (document: JsonLdDocument | null) =>
  (node(document, 'BreadcrumbList').itemListElement as JsonLdObject[]).map((item) => [item.position, item.name, item.item]);

describe('home page', () => {
  const document = homeJsonLd(site);

  it('describes the company and the web site, linked by @id', () => {
    expect(document['@context']).toBe('https://schema.org');
    expect(types(document)).toEqual(['Organization', 'WebSite']);
    const organization = node(document, 'Organization');
    expect(organization).toMatchObject({
      '@id': 'https://aurelion.example/#organization',
      name: 'Aurelion AI',
      legalName: 'Aurelion AI, Inc.',
      url: 'https://aurelion.example/',
      telephone: '+1 (214) 555-0142',
      address: { '@type': 'PostalAddress', addressLocality: 'Dallas', addressRegion: 'TX', addressCountry: 'United States' },
      logo: { url: 'https://aurelion.example/icon-512.png' },
      foundingDate: '2019',
    });
    expect(node(document, 'WebSite')).toMatchObject({ url: 'https://aurelion.example/', publisher: { '@id': organization['@id'] } });
  });
});

it('postalAddress keeps what a shorter location has', () => {
  expect(postalAddress('Austin, TX')).toEqual({ '@type': 'PostalAddress', addressLocality: 'Austin', addressRegion: 'TX', addressCountry: undefined });
});

describe('solutions and services', () => {
  it('a solution is a Service from the company, with breadcrumbs Home › Solutions › name', () => {
    const document = solutionJsonLd(site, { slug: 'healthcare', name: 'Healthcare AI', description: 'AI for care teams.', kind: 'INDUSTRY' });
    expect(types(document)).toEqual(['Service', 'BreadcrumbList']);
    expect(node(document, 'Service')).toMatchObject({
      name: 'Healthcare AI',
      description: 'AI for care teams.',
      serviceType: 'Industry AI solution',
      url: 'https://aurelion.example/solutions/healthcare/',
      image: { url: 'https://aurelion.example/og/solutions/healthcare.png', width: 1200, height: 630 },
      provider: { '@type': 'Organization', '@id': 'https://aurelion.example/#organization' },
    });
    expect(crumbs(document)).toEqual([
      [1, 'Home', 'https://aurelion.example/'],
      [2, 'Solutions', 'https://aurelion.example/solutions/'],
      [3, 'Healthcare AI', 'https://aurelion.example/solutions/healthcare/'],
    ]);
  });

  it('a function solution is typed as an AI solution', () => {
    const document = solutionJsonLd(site, { slug: 'ai-agents', name: 'AI Agents', description: 'Agents.', kind: 'FUNCTION' });
    expect(node(document, 'Service').serviceType).toBe('AI solution');
  });

  it('a service page is a Service under Services', () => {
    const document = serviceJsonLd(site, { slug: 'automation', title: 'Business Automation', description: 'Automate work.' });
    expect(types(document)).toEqual(['Service', 'BreadcrumbList']);
    expect(node(document, 'Service')).toMatchObject({ name: 'Business Automation', url: 'https://aurelion.example/services/automation/' });
    expect(crumbs(document)[1]).toEqual([2, 'Services', 'https://aurelion.example/services/']);
  });
});

describe('products', () => {
  const product = { slug: 'nova-ai', name: 'Nova AI', description: 'Executive voice.', category: 'Voice AI', features: ['Cloning', 'Scripts'] };

  it('is a SoftwareApplication with its features, published by the company', () => {
    const document = productJsonLd(site, product);
    expect(types(document)).toEqual(['SoftwareApplication', 'BreadcrumbList']);
    expect(node(document, 'SoftwareApplication')).toMatchObject({
      name: 'Nova AI',
      applicationCategory: 'BusinessApplication',
      applicationSubCategory: 'Voice AI',
      operatingSystem: 'Web',
      featureList: ['Cloning', 'Scripts'],
      url: 'https://aurelion.example/products/nova-ai/',
      publisher: { '@id': 'https://aurelion.example/#organization' },
    });
  });

  it('names the platforms when the product lists them', () => {
    const document = productJsonLd(site, { ...product, platforms: ['iOS', 'Android'] });
    expect(node(document, 'SoftwareApplication').operatingSystem).toBe('iOS, Android');
  });
});

describe('case studies', () => {
  it('are Articles with the social card and the screenshot as images, and breadcrumbs under Portfolio', () => {
    const document = caseStudyJsonLd(site, { slug: 'askmilo', title: 'AskMilo', description: 'Tutoring portal.', screenshotPath: '/static/abc/askmilo.png' });
    expect(types(document)).toEqual(['Article', 'BreadcrumbList']);
    const article = node(document, 'Article');
    expect(article).toMatchObject({
      headline: 'AskMilo Case Study',
      mainEntityOfPage: 'https://aurelion.example/portfolio/askmilo/',
      author: { '@id': 'https://aurelion.example/#organization' },
      publisher: { name: 'Aurelion AI', logo: { url: 'https://aurelion.example/icon-512.png' } },
    });
    expect(article.image).toEqual([
      expect.objectContaining({ url: 'https://aurelion.example/og/portfolio/askmilo.png' }),
      'https://aurelion.example/static/abc/askmilo.png',
    ]);
    expect(crumbs(document)[2]).toEqual([3, 'AskMilo Case Study', 'https://aurelion.example/portfolio/askmilo/']);
  });
});

describe('press releases', () => {
  // GraphQL's Date field gives midnight UTC; the content's day is what counts.
  const release = {
    slug: 'vodex-partnership',
    title: 'Partnership',
    excerpt: 'News.',
    status: 'PUBLISHED',
    date: '2025-07-29T00:00:00.000Z',
    location: 'Dallas, TX',
  };

  it('a published release is a NewsArticle dated from content', () => {
    const document = pressReleaseJsonLd(site, release);
    expect(types(document)).toEqual(['NewsArticle', 'BreadcrumbList']);
    expect(node(document, 'NewsArticle')).toMatchObject({
      headline: 'Partnership',
      datePublished: '2025-07-29',
      url: 'https://aurelion.example/press/vodex-partnership/',
      image: { url: 'https://aurelion.example/og/press/vodex-partnership.png' },
      locationCreated: { name: 'Dallas, TX' },
    });
  });

  it('a draft has no structured data at all', () => {
    expect(pressReleaseJsonLd(site, { ...release, status: 'DRAFT', date: null })).toBeNull();
    expect(pressReleaseJsonLd(site, { ...release, status: 'DRAFT' })).toBeNull();
  });
});

describe('events', () => {
  const events = [
    { title: 'Summit', date: '2026-12-03T00:00:00.000Z', location: 'Dallas, TX', summary: 'Talk.', link: 'https://summit.example/' },
    { title: 'Webinar', date: '2027-01-20', location: 'Online', summary: 'Live.', link: 'https://aurelion.example/events/webinar' },
  ];

  it('one Event per entry: a place for in-person events, a virtual location for online ones', () => {
    const document = eventsJsonLd(site, events);
    expect(types(document)).toEqual(['Event', 'Event']);
    const [summit, webinar] = document['@graph'];
    expect(summit).toMatchObject({
      name: 'Summit',
      startDate: '2026-12-03',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Dallas, TX', address: { addressLocality: 'Dallas', addressRegion: 'TX' } },
      performer: { '@id': 'https://aurelion.example/#organization' },
    });
    expect(webinar).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: 'https://aurelion.example/events/webinar' },
    });
  });

  it('makes a site path absolute, and gives an event without a link no url (online: the events page)', () => {
    const document = eventsJsonLd(site, [
      { title: 'Workshop', date: '2027-04-14', location: 'Dallas, TX', summary: 'Hands-on.', link: '/contact/' },
      { title: 'Expo', date: '2027-03-10', location: 'Austin, TX', summary: 'Booth.', link: null },
      { title: 'Online talk', date: '2027-05-01', location: 'Online', summary: 'Live.' },
    ]);
    const [workshop, expo, talk] = document['@graph'];
    expect(workshop.url).toBe('https://aurelion.example/contact/');
    expect(expo.url).toBeUndefined();
    expect(talk.location).toEqual({ '@type': 'VirtualLocation', url: 'https://aurelion.example/events/' });
  });
});

describe('serializeJsonLd', () => {
  it('is valid JSON that cannot close its <script> element', () => {
    const document = serviceJsonLd(site, { slug: 'x', title: 'A </script><script>alert(1)</script>', description: 'd' });
    const text = serializeJsonLd(document);
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(document)));
  });
});
