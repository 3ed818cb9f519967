import { slugify } from './slugify';

describe('slugify (lowercased title, spaces to hyphens, other non-alphanumerics removed)', () => {
  it.each([
    ['AskMilo', 'askmilo'],
    ['Spot PMS', 'spot-pms'],
    ['i2HR', 'i2hr'],
    ['OrdelyAI', 'ordelyai'],
    ['Civexa: Rental Compliance!', 'civexa-rental-compliance'],
    ['  Local  Lens  ', 'local-lens'],
    ['Café & Co.', 'caf-co'],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
