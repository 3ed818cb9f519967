import fs from 'node:fs';
import path from 'node:path';
import {
  LOCAL_BACKEND_PORT,
  cmsConfig,
  cmsField,
  fieldLabel,
  githubRepoFromUrl,
  SLUG_PATTERN,
  cmsConfigYaml,
  type CmsField,
  type CmsFilesCollection,
  type CmsFolderCollection,
} from './cms-config';
import { adminPageHtml } from './cms-admin-page';
import { cmsBackendFromEnv, cmsBackendOf } from './cms-backend';
import { enums } from '../../src/lib/content-enums';
import { nodeTypes, objects, type FieldMap, type NodeTypeName } from '../../src/lib/content-types';

const config = cmsConfig({ backend: 'github', repo: 'aurelion/site', branch: 'main', siteUrl: 'https://aurelion.example', localBackendPort: 8381 });
const folders = config.collections.filter((c): c is CmsFolderCollection => 'folder' in c);
const siteFiles = config.collections.filter((c): c is CmsFilesCollection => 'files' in c).flatMap((c) => c.files);

/** The CMS fields that edit the records of a content type, wherever the config keeps them. */
const fieldsFor = (typeName: NodeTypeName): CmsField[] | undefined => {
  const { source } = nodeTypes[typeName];
  if (source.kind === 'markdown') return folders.find((c) => c.folder === `content/${source.folder}`)?.fields;
  const entry = siteFiles.find((f) => f.file === `content/site/${source.file}.yaml`);
  if (!entry) return undefined;
  return 'list' in source ? entry.fields.find((f) => f.name === source.list)?.fields : entry.fields;
};

/** Every required model field (nested groups included) that the CMS field list lacks or leaves optional, as paths. */
const requiredGaps = (model: FieldMap, fields: readonly CmsField[] | undefined, prefix = ''): string[] =>
  Object.entries(model).flatMap(([name, type]) => {
    const field = fields?.find((f) => f.name === name);
    const path = `${prefix}${name}`;
    if (!field) return [`${path} missing`];
    // A slug may be left empty in the form: the CMS fills it from the title (or name) before the build's check.
    const filledOnSave = name === 'slug' && /make it from the (?:title|name)\./.test(field.hint ?? '');
    const gaps = type.endsWith('!') && !field.required && !filledOnSave ? [`${path} not required`] : [];
    const bare = type.replace(/[[\]!]/g, '');
    if (bare in objects) gaps.push(...requiredGaps(objects[bare as keyof typeof objects], field.fields, `${path}.`));
    return gaps;
  });

describe('the generated CMS config', () => {
  it.each(Object.keys(nodeTypes) as NodeTypeName[])('edits %s with every field of the model, required where the model requires it', (typeName) => {
    const fields = fieldsFor(typeName);
    expect(fields).toBeDefined();
    expect(requiredGaps(nodeTypes[typeName].fields as FieldMap, fields)).toEqual([]);
    // Nothing the build would reject as an unknown field (the Markdown body is not frontmatter).
    const known = new Set([...Object.keys(nodeTypes[typeName].fields), 'body']);
    expect(fields!.map((f) => f.name).filter((name) => !known.has(name))).toEqual([]);
  });

  it('keeps Markdown where gatsby-node reads it, named by the slug the routes use', () => {
    const press = folders.find((c) => c.name === 'press')!;
    expect(press).toMatchObject({ folder: 'content/press', extension: 'md', format: 'content-frontmatter', slug: '{{fields.slug}}', create: true });
    expect(press.preview_path).toBe('press/{{fields.slug}}/');
    // A case study's file and address come from its slug, so a new client name (its title) moves neither.
    expect(folders.find((c) => c.name === 'portfolio')).toMatchObject({ slug: '{{fields.slug}}', identifier_field: 'title' });
    expect(folders.find((c) => c.name === 'solutions')).toMatchObject({ identifier_field: 'name' });
    // The four legal pages are linked from the footer: edited, never created or deleted in the CMS.
    expect(folders.find((c) => c.name === 'legal')).toMatchObject({ create: false, delete: false });
  });

  it('keeps YAML lists under their list field in the files gatsby-node reads', () => {
    const events = siteFiles.find((f) => f.name === 'events')!;
    expect(events.file).toBe('content/site/events.yaml');
    expect(events.fields).toHaveLength(1);
    expect(events.fields[0]).toMatchObject({ name: 'events', widget: 'list' });
    expect(siteFiles.find((f) => f.name === 'company')!.fields.map((f) => f.name)).toContain('siteUrl');
  });

  it('turns enums into selects, lists into lists, dates into date pickers, whole numbers into integer inputs', () => {
    const press = fieldsFor('PressRelease')!;
    expect(press.find((f) => f.name === 'status')).toMatchObject({ widget: 'select', options: ['published', 'draft'], required: true });
    // Typed as the files hold it: the box says the form, and refuses another.
    const date = press.find((f) => f.name === 'date')!;
    expect(date).toMatchObject({ widget: 'string', required: false });
    expect(['2027-02-24'].every((text) => new RegExp(date.pattern![0]).test(text))).toBe(true);
    expect(['02/24/2027', '2027-2-24', '24.02.2027'].some((text) => new RegExp(date.pattern![0]).test(text))).toBe(false);
    const product = fieldsFor('Product')!;
    expect(product.find((f) => f.name === 'badge')).toMatchObject({ widget: 'select', options: [...enums.ProductBadge.values], required: false });
    expect(product.find((f) => f.name === 'features')).toMatchObject({ widget: 'list', field: { widget: 'string', required: true } });
    expect(product.find((f) => f.name === 'stats')).toMatchObject({
      widget: 'list',
      fields: [{ name: 'value' }, { name: 'label' }, { name: 'icon', widget: 'select', required: false }],
    });
    expect(product.find((f) => f.name === 'specs')?.fields?.find((f) => f.name === 'heading')).toMatchObject({ widget: 'select' });
    expect(product.find((f) => f.name === 'order')).toMatchObject({ widget: 'number', value_type: 'int' });
    expect(cmsField('hasCaseStudyPage', 'Boolean!')).toMatchObject({ widget: 'boolean', required: true, default: false });
  });

  it('uploads case-study screenshots beside the portfolio entries, referenced as the build expects', () => {
    const portfolio = folders.find((c) => c.name === 'portfolio')!;
    expect(portfolio).toMatchObject({ media_folder: 'images', public_folder: './images' });
    expect(portfolio.fields.find((f) => f.name === 'screenshot')).toMatchObject({ widget: 'image', required: true });
  });

  it('rejects in the editor the slugs and links the routes cannot use', () => {
    const slug = new RegExp(SLUG_PATTERN[0]);
    expect(['vodex-partnership', 'ai-agents', 'privacy'].every((s) => slug.test(s))).toBe(true);
    expect(['Vodex Partnership', 'vodex_partnership', '-vodex', 'vodex--partnership', 'vodex/'].some((s) => slug.test(s))).toBe(false);
    const to = new RegExp(cmsField('to', 'String!').pattern![0]);
    expect(['/contact/', '/contact/?demo=true', '/', 'https://example.com/x'].every((s) => to.test(s))).toBe(true);
    expect(['/contact', 'contact/', 'http://example.com/'].some((s) => to.test(s))).toBe(false);
    expect(new RegExp(cmsField('link', 'String!').pattern![0]).test('www.example.com')).toBe(false);
  });

  it('signs in through Netlify to GitHub, keeps drafts as pull requests, and edits the working tree locally', () => {
    expect(config.backend).toMatchObject({ name: 'github', repo: 'aurelion/site', branch: 'main', base_url: 'https://api.netlify.com' });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.local_backend).toEqual({ url: 'http://localhost:8381/api/v1' });
  });

  it('with CMS_BACKEND=git-gateway, signs writers in with Netlify Identity and commits through Git Gateway; refuses any other backend', () => {
    const gateway = cmsConfig({
      backend: cmsBackendFromEnv({ CMS_BACKEND: 'git-gateway' }),
      repo: 'aurelion/site',
      branch: 'main',
      siteUrl: '',
      localBackendPort: 8381,
    });
    expect(gateway.backend).toEqual({ name: 'git-gateway', branch: 'main', squash_merges: true });
    expect(gateway.publish_mode).toBe('editorial_workflow');
    expect(cmsBackendOf(cmsConfigYaml(gateway))).toBe('git-gateway');
    expect(cmsBackendFromEnv({})).toBe('github');
    expect(() => cmsBackendFromEnv({ CMS_BACKEND: 'identity' })).toThrow('CMS_BACKEND=identity is not a CMS backend: set it to github or git-gateway');
  });

  it('loads the self-hosted Identity widget before Decap only with Git Gateway', () => {
    const page = (identityWidgetSrc?: string) =>
      adminPageHtml({ decapSrc: '/admin/decap.js', cmsSrc: '/admin/cms.js', previewStyleHref: '/admin/preview.css', siteName: 'Site', identityWidgetSrc });
    const withWidget = page('/admin/identity-widget-1.js');
    expect(withWidget.indexOf('<script src="/admin/identity-widget-1.js">')).toBeGreaterThan(0);
    expect(withWidget.indexOf('identity-widget-1.js')).toBeLessThan(withWidget.indexOf('/admin/decap.js'));
    expect(page()).not.toContain('identity');
  });

  it('names no site data file like a collection: Decap keys previews by that one name, and the second would replace the first', () => {
    const collectionNames = config.collections.map((collection) => collection.name);
    expect(siteFiles.map((file) => file.name).filter((name) => collectionNames.includes(name))).toEqual([]);
  });

  it('reads the repository from Netlify build URLs', () => {
    expect(githubRepoFromUrl('https://github.com/aurelion/site')).toBe('aurelion/site');
    expect(githubRepoFromUrl('git@github.com:aurelion/site.git')).toBe('aurelion/site');
    expect(githubRepoFromUrl('https://gitlab.com/aurelion/site')).toBeUndefined();
    expect(githubRepoFromUrl(undefined)).toBeUndefined();
  });

  it('labels fields for writers', () => {
    expect(fieldLabel('cardBullets')).toBe('Card bullets');
    expect(fieldLabel('siteUrl')).toBe('Site URL');
    expect(fieldLabel('blockPriceUsd')).toBe('Block price USD');
  });

  it('starts decap-server, in `npm run cms`, by default on the port the config names', () => {
    const script = fs.readFileSync(path.join(__dirname, '../../scripts/cms.mjs'), 'utf8');
    expect(script).toContain(`DEFAULT_BACKEND_PORT = ${LOCAL_BACKEND_PORT};`);
  });
});

describe('words for writers', () => {
  const product = () => fieldsFor('Product')!;
  it('a list adds one item by its singular name, and a collapsed item shows what it is', () => {
    expect(product().find((f) => f.name === 'features')).toMatchObject({ label: 'Features', label_singular: 'Feature' });
    expect(fieldsFor('PortfolioItem')!.find((f) => f.name === 'technologies')).toMatchObject({ label_singular: 'Technology' });
    expect(product().find((f) => f.name === 'stats')).toMatchObject({ summary: '{{fields.value}} · {{fields.label}}' });
  });

  it('a slug hint names the field it is made from; a list of links adds a "link"; a site list file adds one of its items', () => {
    expect(product().find((f) => f.name === 'slug')!.hint).toMatch(/make it from the name\./);
    expect(fieldsFor('PressRelease')!.find((f) => f.name === 'slug')!.hint).toMatch(/make it from the title\./);
    const navigation = siteFiles.find((f) => f.name === 'navigation')!.fields;
    expect(navigation.find((f) => f.name === 'header')).toMatchObject({ label_singular: 'Header link' });
    expect(navigation.find((f) => f.name === 'demo')!.fields!.find((f) => f.name === 'to')!.label).toBe('Link to');
    expect(siteFiles.find((f) => f.name === 'events')!.fields[0]).toMatchObject({ label_singular: 'Event', summary: '{{fields.date}} · {{fields.title}}' });
  });

  it('"View Live" opens the page that shows the entry', () => {
    expect(folders.find((c) => c.name === 'portfolio')!.preview_path).toBe('portfolio/{{fields.slug}}/');
    expect(Object.fromEntries(siteFiles.map((f) => [f.name, f.preview_path]))).toMatchObject({ events: 'events/', 'media-articles': 'newsroom/', home: '' });
  });

  it('a list of texts shows its texts; a list of groups is collapsed to a line naming each', () => {
    expect(product().find((f) => f.name === 'features')).toMatchObject({ collapsed: false });
    expect(product().find((f) => f.name === 'stats')).toMatchObject({ collapsed: true });
  });

  it('no hint, label or description names a file of the code', () => {
    const texts = JSON.stringify(config).match(/"(?:hint|label|description)":"[^"]*"/g) ?? [];
    expect(texts.filter((text) => /src\/|content\/|\.ts\b|static\//.test(text))).toEqual([]);
  });

  it('a new press release is a draft; its date says when it is required', () => {
    const press = fieldsFor('PressRelease')!;
    expect(press.find((f) => f.name === 'status')).toMatchObject({ default: 'draft' });
    expect(press.find((f) => f.name === 'date')).toMatchObject({ label: 'Date — required when published', required: false });
  });
});
