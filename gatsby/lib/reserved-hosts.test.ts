import { reservedHostLinks } from './reserved-hosts';

describe('links to hosts that cannot exist', () => {
  it('finds <a href> to reserved hosts, absolute or protocol-relative, whatever the quoting', () => {
    const html = [
      '<a href="https://voicetechjournal.example/news/1" target="_blank">Read article</a>',
      "<a class='x' href='//events.test/2027'>Event Details</a>",
      '<a href=http://localhost:8888/contact/>Local</a>',
      '<A HREF="https://www.example.com/?a=1&amp;b=2">Doc</A>',
    ].join('');
    expect(reservedHostLinks(html)).toEqual([
      'https://voicetechjournal.example/news/1',
      '//events.test/2027',
      'http://localhost:8888/contact/',
      'https://www.example.com/?a=1&b=2',
    ]);
  });

  it('leaves out real hosts, relative links, mailto: and tel:, and crawler-only <link>/<meta> tags', () => {
    const html = [
      '<link rel="canonical" href="https://aurelion.example/about/">',
      '<meta property="og:url" content="https://aurelion.example/about/">',
      '<a href="mailto:press@aurelion.example">press@aurelion.example</a>',
      '<a href="tel:+12145550142">Call</a>',
      '<a href="/contact/">Contact</a>',
      '<a href="#main">Skip</a>',
      '<a href="https://github.com/aurelion-ai/spot-pms">Source</a>',
      '<abbr title="https://x.example">x</abbr>',
    ].join('');
    expect(reservedHostLinks(html)).toEqual([]);
  });
});
