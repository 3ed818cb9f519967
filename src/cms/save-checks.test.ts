import matter from 'gray-matter';
import { parse } from 'yaml';
import { validateRecord } from '../lib/content-validation';
import { splitFrontmatter } from '../lib/yaml-edit';
import { draftWithPlaceholders } from '../../support/fixture-content';
import { deadLinks, entryProblems, entrySlips, farOffDates, refusal, savedSlug, slugFromTitle, withFormerSlug } from './save-checks';

describe('a CMS save is checked as the build checks the file', () => {
  const release = { slug: 'desk', status: 'published', title: 'Desk', location: 'Austin, TX', excerpt: 'Opens.', body: 'Text' };

  it('a published release with no date is refused in the build’s words; a draft may leave it out', () => {
    expect(entryProblems('press', '', { ...release, date: '' })).toEqual([
      { field: 'date', message: 'a published release needs a "date" (YYYY-MM-DD); drafts may omit it' },
    ]);
    expect(entryProblems('press', '', { ...release, status: 'draft', date: null })).toEqual([]);
  });

  it('required text of spaces only is refused as blank', () => {
    expect(entryProblems('press', '', { ...release, status: 'draft', title: '  ' })).toEqual([
      { field: 'title', message: 'required field "title" is blank (spaces only)' },
    ]);
  });

  it('a date before 2000 or more than five years from today is refused with a sentence saying so', () => {
    const event = (date: string) => ({ events: [{ title: 'Expo', date, location: 'Austin', summary: 'S', type: 'Conference' }] });
    const today = new Date('2026-11-26T12:00:00Z');
    expect(farOffDates({ date: 'Date' }, { date: '1907-02-24' }, today)).toEqual([
      {
        field: 'date',
        message: 'the date in "date" (1907-02-24) is before 2000 or more than 5 years from today, so it is most likely a typing slip: check the year',
      },
    ]);
    expect(farOffDates({ date: 'Date' }, { date: '2031-11-27' }, today)).toHaveLength(1);
    expect(farOffDates({ date: 'Date' }, { date: '2031-11-26' }, today)).toEqual([]);
    expect(farOffDates({ date: 'Date' }, { date: '2000-01-01' }, today)).toEqual([]);
    expect(entrySlips('site', 'events', event('1907-02-24')).map((problem) => problem.field)).toEqual(['events[0].date']);
    expect(entryProblems('site', 'events', event('1907-02-24'))).toEqual([]);
    expect(
      refusal([{ field: 'name', message: 'required field "name" is blank (spaces only)' }], farOffDates({ date: 'Date' }, { date: '1907-02-24' }, today)),
    ).toBe(
      'the site\'s build would reject it: required field "name" is blank (spaces only). The date in "date" (1907-02-24) is before 2000 or more than 5 years from today, so it is most likely a typing slip: check the year.',
    );
  });

  it('a link to a host that cannot exist is refused in the build’s words, in a field or the body', () => {
    expect(deadLinks({ link: 'https://austin-ai-day.example/' }, '', 'events[0].')).toEqual([
      {
        field: 'events[0].link',
        message:
          'the link in "events[0].link" (https://austin-ai-day.example/) leads to a host that cannot exist (reserved names such as .example, .test, .invalid, localhost). Give the item its real URL, or leave the link field out so no link is shown',
      },
    ]);
    expect(deadLinks({}, 'Read [the notes](https://notes.test/a) or <https://docs.invalid/>.').map((problem) => problem.message.split(' leads')[0])).toEqual([
      'the link in "body" (https://notes.test/a)',
      'the link in "body" (https://docs.invalid/)',
    ]);
    expect(deadLinks({ siteUrl: 'https://aurelion.example', link: '/contact/' }, 'See [us](https://www.aurelion-ai.com/).')).toEqual([]);
  });

  it('a site data list file names the entry at fault', () => {
    const events = { events: [{ title: 'Expo', date: '2027-03-10', location: 'Austin', summary: 'S', type: 'Fair' }] };
    expect(entryProblems('site', 'events', events).map((problem) => problem.field)).toEqual(['events[0].type']);
  });

  it('a slug that is not lowercase words joined by hyphens is refused, with the slug it could be', () => {
    expect(entryProblems('press', '', { ...release, date: '2026-11-26', slug: 'Desk Launch' })).toEqual([
      {
        field: 'slug',
        message:
          'field "slug" ("Desk Launch") must be lowercase letters and digits in words joined by single hyphens, e.g. "desk-launch": it is the page\'s address',
      },
    ]);
    expect(entryProblems('press', '', { ...release, date: '2026-11-26', formerSlugs: ['desk_old'] }).map((problem) => problem.field)).toEqual([
      'formerSlugs[0]',
    ]);
  });

  it('a changed slug keeps the old one in formerSlugs (once); a slug changed back leaves it; a new entry or an unchanged slug keeps none', () => {
    const opened = `---\nslug: desk\ntitle: Desk\n---\nText\n`;
    expect(savedSlug(opened)).toBe('desk');
    expect(savedSlug('')).toBeUndefined();
    expect(withFormerSlug({ ...release, slug: 'standing-desk' }, savedSlug(opened))).toEqual({ ...release, slug: 'standing-desk', formerSlugs: ['desk'] });
    expect(withFormerSlug({ ...release, slug: 'sit-desk', formerSlugs: ['desk'] }, 'standing-desk')).toMatchObject({ formerSlugs: ['desk', 'standing-desk'] });
    expect(withFormerSlug({ ...release, slug: 'desk', formerSlugs: ['desk', 'standing-desk'] }, 'sit-desk')).toMatchObject({
      slug: 'desk',
      formerSlugs: ['standing-desk', 'sit-desk'],
    });
    expect(withFormerSlug({ ...release, slug: 'standing-desk', formerSlugs: ['desk'] }, 'desk')).toBeUndefined();
    expect(withFormerSlug(release, 'desk')).toBeUndefined();
    expect(withFormerSlug(release, undefined)).toBeUndefined();
    // A duplicated entry is new: the former slugs it copied are the original's.
    expect(withFormerSlug({ ...release, slug: 'desk-copy', formerSlugs: ['desk-old'] }, undefined)).toMatchObject({ formerSlugs: [] });
  });

  it('an empty slug is made from the title (or a product’s name); a written one is kept', () => {
    expect(slugFromTitle('press', { title: 'Aurelion AI & Vodex: Voice Agents' })).toBe('aurelion-ai-vodex-voice-agents');
    expect(slugFromTitle('products', { name: 'Nova AI', slug: '' })).toBe('nova-ai');
    expect(slugFromTitle('press', { title: 'Anything', slug: 'kept' })).toBeUndefined();
    expect(slugFromTitle('portfolio', { title: 'Spot PMS' })).toBe('spot-pms');
    expect(slugFromTitle('site', { name: 'Company' })).toBeUndefined();
  });
});

describe('a CMS save of a release with its placeholders', () => {
  // A real draft release of the fixture content, published as it is: the CMS reads it as its
  // format does (body trimmed), the build as gatsby-transformer-remark does (gray-matter).
  const { name, text: file } = draftWithPlaceholders();
  const slug = name.replace(/\.md$/, '');
  const { yaml, body } = splitFrontmatter(file);
  const cmsData = { ...(parse(yaml) as Record<string, unknown>), body: body.trim(), status: 'published', date: '2026-12-01' };
  const built = matter(file);
  const buildProblems = validateRecord('PressRelease', { ...built.data, status: 'published', date: '2026-12-01' }, '', built.content);

  it('is refused, naming the body lines, in the words the build uses', () => {
    const problems = entryProblems('press', slug, cmsData);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => /^body line \d+ holds the placeholder "\[/.test(problem.message))).toBe(true);
    expect(problems).toEqual(buildProblems);
  });

  it('is accepted while the release stays a draft', () => {
    expect(entryProblems('press', slug, { ...cmsData, status: 'draft', date: null })).toEqual([]);
  });
});
