import { siteAnswerer } from './answer';
import { asksWhoIsServed, overviewAsked, rangesOf } from './category';
import { buildIndex, siteSearch } from './engine';
import { isSearchShortcut } from './open-search';
import type { SearchDocument } from './index-file';
import { snippet } from './snippet';
import { synonymExpansion, synonymGroupProblem } from './synonyms';
import { searchTerms, stem } from './text';

const page = (id: string, title: string, body: string, headings = ''): SearchDocument => ({ id, title, section: 'Test', headings, description: '', body });

const pages = [
  page('/staff/', 'Engineers on demand', 'Vetted engineers join your team for a few months.'),
  page('/health/', 'Hospital systems', 'We connect to electronic health record systems and sign agreements.'),
  page('/prices/', 'Consulting', 'A free first call, then a fixed rate per block of time.'),
];
const synonyms = [{ terms: ['contractors', 'engineers on demand'] }, { terms: ['how much', 'rate', 'cost'] }];
const search = siteSearch(buildIndex(pages), synonyms);
const top = (query: string) => search.search(query, 1)[0]?.path;

describe('site search', () => {
  test('plurals and verb forms meet their word', () => {
    expect(stem('agreements')).toBe(stem('agreement'));
    expect(stem('agencies')).toBe(stem('agency'));
    expect(stem('automating')).toBe(stem('automate'));
    expect(stem('integration')).toBe(stem('integrate'));
    expect(top('hospital agreement')).toBe('/health/');
  });

  test('a typo still finds the page', () => {
    expect(top('hospitl')).toBe('/health/');
    expect(top('enginers')).toBe('/staff/');
  });

  test("a visitor's words find the page through a synonym group", () => {
    expect(top('do you have contractors')).toBe('/staff/');
    expect(top('how much is it')).toBe('/prices/');
    expect(synonymExpansion('How much?', synonyms)).toEqual(['rate', 'cost']);
    expect(synonymExpansion('a muchness', synonyms)).toEqual([]);
    // A plural or verb form of a group's term calls the group up too.
    expect(synonymExpansion('the rates', synonyms)).toEqual(['how much', 'cost']);
    expect(synonymExpansion('a contractor', synonyms)).toEqual(['engineers on demand']);
  });

  test('question words alone find nothing, and are not searched', () => {
    expect(searchTerms('how do you')).toEqual([]);
    expect(search.search('how do you')).toEqual([]);
  });

  test('the snippet marks the matched words in the passage that has them', () => {
    const [result] = search.search('electronic records');
    const marked = result.snippet.filter((segment) => segment.marked).map((segment) => segment.text);
    expect(marked).toEqual(['electronic', 'record']);
    expect(result.snippet.map((segment) => segment.text).join('')).toContain('health');
    const long = `${'word '.repeat(100)}needle ${'word '.repeat(100)}`;
    const cut = snippet(long, [stem('needle')]);
    expect(cut[0].text.startsWith('…')).toBe(true);
    expect(cut.some((segment) => segment.marked && segment.text === 'needle')).toBe(true);
  });

  test('a synonym group needs two different terms', () => {
    expect(synonymGroupProblem({ terms: ['BAA', 'business associate agreement'] })).toBeNull();
    expect(synonymGroupProblem({ terms: ['BAA'] })).toMatch(/two or more/);
    expect(synonymGroupProblem({ terms: ['cost', 'Cost'] })).toMatch(/repeats/);
  });

  const units = [
    { path: '/health/', heading: 'Hospital systems', text: 'We connect to electronic health record systems and sign agreements.', figure: false },
    { path: '/health/', heading: 'Hospital systems', text: 'Uptime: 99.9%', figure: true },
    { path: '/prices/', heading: 'Consulting', text: 'A free first call.', figure: false },
    { path: '/prices/', heading: 'Consulting', text: 'Then $200 per block of time.', figure: false },
    { path: '/staff/', heading: 'Engineers', text: 'Engineers join your team in 2-3 weeks.', figure: false },
  ];
  const titles = new Map(pages.map((p) => [p.id, p.title]));
  const answerer = siteAnswerer(search, units, titles, synonyms);

  test('the assistant answers with the sentence of the page that says it, whole, or says nothing matches', () => {
    expect(answerer.answer('can you connect to our health record system')).toEqual({
      kind: 'passages',
      passages: [{ path: '/health/', title: 'Hospital systems', text: units[0].text }],
    });
    expect(answerer.answer('banana bread recipe')).toEqual({ kind: 'nothing' });
  });

  /** The assistant over one page that says `sentences`, each an answer unit. */
  const onePageAnswerer = (path: string, title: string, sentences: string[]) =>
    siteAnswerer(
      siteSearch(buildIndex([page(path, title, sentences.join(' '))]), []),
      sentences.map((text) => ({ path, heading: title, text, figure: false })),
      new Map([[path, title]]),
      [],
    );
  const quoting = (text: string) => ({ kind: 'passages', passages: [expect.objectContaining({ text })] });

  test('a long word meets its family in the sentence ("readmitted", "readmission")', () => {
    const sentences = ['Predictions for the ward.', 'Risk scoring for readmission.'];
    expect(onePageAnswerer('/ward/', 'Ward care', sentences).answer('which patients will be readmitted')).toEqual(quoting(sentences[1]));
  });

  test('"how many" or "how much" prefers the sentence that states a number', () => {
    const sentences = ['Smart parking guidance for cities.', 'Parking guidance in more than 50 cities.'];
    const city = onePageAnswerer('/city/', 'City parking', sentences);
    expect(city.answer('parking guidance for cities')).toEqual(quoting(sentences[0]));
    expect(city.answer('how many cities use your parking guidance')).toEqual(quoting(sentences[1]));
  });

  test('a figure keeps its label and names its page; a price or a duration is asked for by kind', () => {
    expect(answerer.answer('hospital systems uptime')).toEqual({
      kind: 'passages',
      passages: [expect.objectContaining({ text: 'Hospital systems — Uptime: 99.9%' })],
    });
    const price = answerer.answer('how much', { about: { name: 'Consulting', path: '/prices/' }, wants: 'price' });
    expect(price).toEqual({ kind: 'passages', passages: [expect.objectContaining({ text: units[3].text })] });
    const duration = answerer.answer('how long', { about: { name: 'Engineers on demand', path: '/staff/' }, wants: 'duration' });
    expect(duration).toEqual({ kind: 'passages', passages: [expect.objectContaining({ text: units[4].text })] });
    // No unit of the page states a duration: nothing, never a guess.
    expect(answerer.answer('how long', { about: { name: 'Consulting', path: '/prices/' }, wants: 'duration' })).toEqual({ kind: 'nothing' });
  });

  /** A site with an overview and the company's contact page, each page's sentences its units. */
  const sitePages: [string, string, string[]][] = [
    ['/items/', 'Our Items', ['Tools that sort the mail of busy offices.', 'Item Two', 'Item One']],
    ['/items/one/', 'Item One', ['Item One sorts incoming mail for busy offices.', 'Ready within two weeks.']],
    ['/items/two/', 'Item Two', ['Item Two files outgoing mail.']],
    ['/contact/', 'Contact', ['Phone: +1 (555) 010-0100', 'Email: hello@x.example']],
    ['/privacy/', 'Privacy', ['When you book a call we collect your phone number and your best time to call.']],
    ['/clinics/', 'Clinics', ['Software for clinics of every size.', 'Forty clinics cut no-shows with reminders.']],
  ];
  // On the overview, each item's name heads its part.
  const siteUnits = sitePages.flatMap(([path, title, sentences]) =>
    sentences.map((text, i) => ({
      path,
      heading: path === '/items/' && i > 0 ? text : title,
      text: path === '/items/' && i > 0 ? `About ${text}.` : text,
      figure: text.includes(': '),
    })),
  );
  const siteWithOverview = siteSearch(
    buildIndex(sitePages.map(([path, title, sentences]) => page(path, title, sentences.join(' ')))),
    [],
    sitePages.map(([path]) => path),
  );
  const site = siteAnswerer(siteWithOverview, siteUnits, new Map(sitePages.map(([path, title]) => [path, title])), []);

  test('a question for the whole range gets the overview, its first sentence and every page under it by name, in its order', () => {
    const ranges = rangesOf(new Map(sitePages.map(([path, title]) => [path, title])));
    expect(overviewAsked('what items do you sell', ranges)).toBe('/items/');
    expect(overviewAsked('does item one sort mail', ranges)).toBeNull();
    expect(site.answer('what items do you have?')).toEqual({
      kind: 'passages',
      passages: [expect.objectContaining({ path: '/items/', text: 'Tools that sort the mail of busy offices.' })],
      listed: [
        { path: '/items/two/', title: 'Item Two' },
        { path: '/items/one/', title: 'Item One' },
      ],
    });
    expect(siteWithOverview.search('list all your items')[0].path).toBe('/items/');
  });

  test("the company's own phone number comes from its contact page, first in search too, not from a page that mentions phone numbers", () => {
    expect(site.answer("what's the best number to call you")).toEqual({
      kind: 'passages',
      passages: [{ path: '/contact/', title: 'Contact', text: 'Phone: +1 (555) 010-0100' }],
    });
    expect(siteWithOverview.search("what's the best phone number to call you")[0].path).toBe('/contact/');
    // Asked with more words, the company's page is still among the first three results, and the assistant gives its number.
    const asked = 'my boss wants to order item one for sorting our mail, what is your phone number';
    expect(siteWithOverview.search(asked, 3).map((result) => result.path)).toContain('/contact/');
    expect(site.answer(asked)).toEqual(quoting('Phone: +1 (555) 010-0100'));
  });

  test('asked only whether the company serves someone, the assistant says what the page for them is; a need named as well asks for that', () => {
    expect(asksWhoIsServed('do you work with clinics?')).toBe(true);
    expect(asksWhoIsServed('do you have anything for clinics that cuts no-shows with reminders')).toBe(false);
    expect(site.answer('do you work with clinics?')).toEqual(quoting('Software for clinics of every size.'));
    expect(site.answer('can clinics cut no-shows with reminders')).toEqual(quoting('Forty clinics cut no-shows with reminders.'));
  });

  test('a question asking for a duration gets the sentence of the best page that states one, though it shares no word with the question', () => {
    expect(site.answer('what is the usual rollout time for item one')).toEqual(quoting('Ready within two weeks.'));
    expect(site.answer('does item one sort mail for offices')).toEqual(quoting('Item One sorts incoming mail for busy offices.'));
  });

  test('"/" opens search unless the visitor is typing in a field or holds a modifier', () => {
    const key = (target: object | null, extra: Partial<KeyboardEvent> = {}) => ({ key: '/', target, ...extra }) as unknown as KeyboardEvent;
    const element = (typing: boolean) => ({ closest: () => (typing ? {} : null) });
    expect(isSearchShortcut(key(element(false)))).toBe(true);
    expect(isSearchShortcut(key(element(true)))).toBe(false);
    expect(isSearchShortcut(key(element(false), { ctrlKey: true }))).toBe(false);
    expect(isSearchShortcut({ ...key(element(false)), key: 'a' } as KeyboardEvent)).toBe(false);
  });
});
