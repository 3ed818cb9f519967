import { liveApplicationLink, sourceCodeLink } from './source-code-link';

describe('the source-code link of a portfolio item', () => {
  it('opens the repository when the content names one', () => {
    expect(sourceCodeLink({ openSource: true, sourceCodeUrl: 'https://github.com/aurelion-ai/spot-pms' })).toEqual({
      label: 'View Source Code',
      href: 'https://github.com/aurelion-ai/spot-pms',
      external: true,
    });
  });

  it('leads an open-source item without a repository address to the contact page, never to an empty target', () => {
    for (const sourceCodeUrl of [undefined, null, '', '  ']) {
      expect(sourceCodeLink({ openSource: true, sourceCodeUrl })).toEqual({ label: 'Request the Source Code', href: '/contact/', external: false });
    }
  });

  it('is absent for a closed-source item', () => {
    expect(sourceCodeLink({ openSource: false })).toBeNull();
    expect(sourceCodeLink({})).toBeNull();
  });
});

describe('the live-application link of a portfolio item', () => {
  it('opens the address the content gives', () => {
    expect(liveApplicationLink({ url: ' https://app.example.org ' })).toEqual({ label: 'Visit Live Application', href: 'https://app.example.org' });
  });

  it('is absent when the content gives no address', () => {
    for (const url of [undefined, null, '', '  ']) expect(liveApplicationLink({ url })).toBeNull();
  });
});
