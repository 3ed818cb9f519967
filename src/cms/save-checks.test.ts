import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parse } from 'yaml';
import { validateRecord } from '../lib/content-validation';
import { splitFrontmatter } from '../lib/yaml-edit';
import { entryProblems, slugFromTitle } from './save-checks';

describe('a CMS save is checked as the build checks the file', () => {
  const release = { slug: 'desk', status: 'published', title: 'Desk', location: 'Austin, TX', excerpt: 'Opens.', body: 'Text' };

  it('a published release with no date is refused in the build’s words; a draft may leave it out', () => {
    expect(entryProblems('press', '', { ...release, date: '' })).toEqual([
      { field: 'date', message: 'a published release needs a "date" (YYYY-MM-DD); drafts may omit it' },
    ]);
    expect(entryProblems('press', '', { ...release, status: 'draft', date: null })).toEqual([]);
  });

  it('a site data list file names the entry at fault', () => {
    const events = { events: [{ title: 'Expo', date: '2027-03-10', location: 'Austin', summary: 'S', type: 'Fair' }] };
    expect(entryProblems('site', 'events', events).map((problem) => problem.field)).toEqual(['events[0].type']);
  });

  it('an empty slug is made from the title (or a product’s name); a written one is kept', () => {
    expect(slugFromTitle('press', { title: 'Aurelion AI & Vodex: Voice Agents' })).toBe('aurelion-ai-vodex-voice-agents');
    expect(slugFromTitle('products', { name: 'Nova AI', slug: '' })).toBe('nova-ai');
    expect(slugFromTitle('press', { title: 'Anything', slug: 'kept' })).toBeUndefined();
    expect(slugFromTitle('portfolio', { title: 'No slug field' })).toBeUndefined();
  });
});

describe('a CMS save of a release with its placeholders', () => {
  // The real draft release, published as it is: the CMS reads it as its format does (body trimmed),
  // the build as gatsby-transformer-remark does (gray-matter).
  const file = fs.readFileSync(path.join(__dirname, '../../content/press/ordely-ai-launch.md'), 'utf8');
  const { yaml, body } = splitFrontmatter(file);
  const cmsData = { ...(parse(yaml) as Record<string, unknown>), body: body.trim(), status: 'published', date: '2026-12-01' };
  const built = matter(file);
  const buildProblems = validateRecord('PressRelease', { ...built.data, status: 'published', date: '2026-12-01' }, '', built.content);

  it('is refused, naming the body lines, in the words the build uses', () => {
    const problems = entryProblems('press', 'ordely-ai-launch', cmsData);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => /^body line \d+ holds the placeholder "\[/.test(problem.message))).toBe(true);
    expect(problems).toEqual(buildProblems);
  });

  it('is accepted while the release stays a draft', () => {
    expect(entryProblems('press', 'ordely-ai-launch', { ...cmsData, status: 'draft', date: null })).toEqual([]);
  });
});
