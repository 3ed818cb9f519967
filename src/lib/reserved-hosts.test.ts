import { isReservedHost, leadsToReservedHost } from './reserved-hosts';

describe('reserved host names', () => {
  it.each([
    'aurelion.example',
    'www.aurelion.example',
    'events.test',
    'x.invalid',
    'localhost',
    'app.localhost',
    'example.com',
    'www.example.org',
    '127.0.0.1',
    '[::1]',
    'AURELION.EXAMPLE.',
  ])('%s is reserved', (host) => expect(isReservedHost(host)).toBe(true));

  it.each(['www.aurelion-ai.com', 'aurelion.netlify.app', 'deploy-preview-3--aurelion.netlify.app', 'example.co.uk', 'myexample.com', 'testing.io'])(
    '%s is a real name',
    (host) => expect(isReservedHost(host)).toBe(false),
  );
});

describe('addresses that lead to a reserved host', () => {
  it.each(['https://austin-ai-day.example/', '//events.test/2027', 'http://localhost:8888/contact/'])('%s does', (href) =>
    expect(leadsToReservedHost(href)).toBe(true),
  );
  it.each(['https://www.aurelion-ai.com/', '/contact/', 'mailto:press@example.com', 'https://'])('%s does not', (href) =>
    expect(leadsToReservedHost(href)).toBe(false),
  );
});
