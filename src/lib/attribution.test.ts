import { ATTRIBUTION_FIELDS, cleanAttribution, firstTouch } from './attribution';

describe('cleanAttribution: what a lead may say about where it came from', () => {
  it('keeps known keys whose values pass their rule', () => {
    const sent = {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring launch',
      landing_page: '/services/consulting/',
      referrer: 'https://news.example',
      hero_variant: '2',
      contact_variant: 'demo',
      pages_viewed: '3',
      sent_from: '/contact/',
    };
    expect(cleanAttribution(sent)).toEqual({ attribution: sent, dropped: [] });
  });

  it('drops, and names without quoting, line breaks, HTML-bearing paths, oversized text, non-origins, unknown keys and non-strings', () => {
    const { attribution, dropped } = cleanAttribution({
      utm_source: 'x\r\nBcc: victim@x.example',
      utm_medium: 'a'.repeat(3 * 1024),
      utm_campaign: 'ok',
      utm_term: 'zero\u200bwidth',
      landing_page: '/a?b=c',
      sent_from: '<script>alert(1)</script>',
      referrer: 'https://news.example/path?q=secret',
      hero_variant: '3',
      pages_viewed: 7,
      cc: 'someone@x.example',
    });
    expect(attribution).toEqual({ utm_campaign: 'ok' });
    expect(dropped.sort()).toEqual([
      'hero_variant',
      'landing_page',
      'pages_viewed',
      'referrer',
      'sent_from',
      'unknown-key',
      'utm_medium',
      'utm_source',
      'utm_term',
    ]);
    expect(cleanAttribution('utm_source=x')).toEqual({ attribution: {}, dropped: ['attribution'] });
    expect(cleanAttribution(undefined)).toEqual({ attribution: {}, dropped: [] });
  });

  it('with Global Privacy Control, keeps the experiment variants only', () => {
    const { attribution, dropped } = cleanAttribution({ gpc: 'on', hero_variant: '1', contact_variant: 'contact', utm_source: 'ads', landing_page: '/' });
    expect(attribution).toEqual({ gpc: 'on', hero_variant: '1', contact_variant: 'contact' });
    expect(dropped.sort()).toEqual(['landing_page', 'utm_source']);
  });

  it('declares every field a rule', () => {
    for (const field of ATTRIBUTION_FIELDS) expect(() => cleanAttribution({ [field]: 'x' })).not.toThrow();
  });
});

describe('firstTouch: the first page of a visit', () => {
  const origin = 'https://www.site.example';

  it('takes the campaign parameters, the path without its query, and the referring origin only', () => {
    const touch = firstTouch(
      { pathname: '/services/consulting/', search: '?utm_source=linkedin&utm_medium=social&utm_campaign=q4&utm_term=&other=1', origin },
      'https://www.linkedin.example/feed/update/123?tracking=abc',
    );
    expect(touch).toEqual({
      landing_page: '/services/consulting/',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'q4',
      referrer: 'https://www.linkedin.example',
    });
  });

  it('leaves out a referrer of this site and one that is no web address', () => {
    expect(firstTouch({ pathname: '/', search: '', origin }, `${origin}/about/`)).toEqual({ landing_page: '/' });
    expect(firstTouch({ pathname: '/', search: '', origin }, 'android-app://com.example')).toEqual({ landing_page: '/' });
  });

  it('drops a hostile campaign value at once, keeping the rest', () => {
    const touch = firstTouch(
      { pathname: '/', search: `?utm_source=${encodeURIComponent('a\nb')}&utm_campaign=${'c'.repeat(3000)}&utm_medium=cpc`, origin },
      '',
    );
    expect(touch).toEqual({ landing_page: '/', utm_medium: 'cpc' });
  });
});
