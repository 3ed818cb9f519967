import { resolveSiteOrigin } from './resolve-site-origin';

const FALLBACK = 'https://aurelion.example';

describe('the site origin', () => {
  it('is Netlify’s URL when set, in every context, with no trailing slash', () => {
    for (const CONTEXT of ['production', 'deploy-preview', 'branch-deploy', undefined]) {
      expect(resolveSiteOrigin({ URL: 'https://www.aurelion-ai.com/', CONTEXT }, FALLBACK)).toEqual({
        ok: true,
        origin: 'https://www.aurelion-ai.com',
        source: 'URL',
      });
    }
  });

  it('falls back to siteUrl in company.yaml when URL is unset or blank (a local build)', () => {
    expect(resolveSiteOrigin({}, FALLBACK)).toEqual({ ok: true, origin: FALLBACK, source: 'siteUrl' });
    expect(resolveSiteOrigin({ URL: '  ' }, `${FALLBACK}/`)).toEqual({ ok: true, origin: FALLBACK, source: 'siteUrl' });
  });

  it('fails a production build whose origin is a reserved name, naming URL and siteUrl', () => {
    const fromYaml = resolveSiteOrigin({ CONTEXT: 'production' }, FALLBACK);
    expect(fromYaml.ok).toBe(false);
    if (fromYaml.ok) return;
    expect(fromYaml.message).toContain('https://aurelion.example');
    expect(fromYaml.message).toContain('siteUrl in content/site/company.yaml');
    expect(fromYaml.message).toContain('URL environment variable');

    const fromEnv = resolveSiteOrigin({ CONTEXT: 'production', URL: 'http://localhost:8888' }, 'https://www.aurelion-ai.com');
    expect(fromEnv).toMatchObject({ ok: false, message: expect.stringContaining('(from the URL environment variable)') });
  });

  it('lets a non-production build use a reserved fallback (local builds and tests)', () => {
    expect(resolveSiteOrigin({ CONTEXT: 'deploy-preview' }, FALLBACK)).toMatchObject({ ok: true, origin: FALLBACK });
  });

  it('accepts a real production address', () => {
    expect(resolveSiteOrigin({ CONTEXT: 'production' }, 'https://www.aurelion-ai.com')).toMatchObject({ ok: true, source: 'siteUrl' });
  });

  it('fails with no address at all, or one that is not an origin', () => {
    expect(resolveSiteOrigin({}, undefined)).toMatchObject({ ok: false, message: expect.stringContaining('no public address') });
    expect(resolveSiteOrigin({ URL: 'aurelion-ai.com' }, FALLBACK)).toMatchObject({
      ok: false,
      message: expect.stringContaining('URL environment variable is "aurelion-ai.com"'),
    });
    expect(resolveSiteOrigin({}, 'ftp://aurelion-ai.com')).toMatchObject({ ok: false });
    expect(resolveSiteOrigin({}, 'https://aurelion-ai.com/site/')).toMatchObject({ ok: false, message: expect.stringContaining('no path') });
  });
});
