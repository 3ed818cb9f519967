import { productLook } from './product-look';

const product = {
  slug: 'voicebridge',
  name: 'VoiceBridge',
  category: 'Voice AI',
  stats: [{ value: '40%', label: 'Shorter Calls' }],
  features: ['Answers every call in under a second, day and night', 'Books appointments'],
};

describe('the look of a product visual the build draws', () => {
  it('is the same for the same product, and comes from its content', () => {
    const look = productLook(product);
    expect(productLook({ ...product })).toEqual(look);
    expect(look.screen).toBe(product.name);
    expect(look.chartTitle).toBe(product.stats[0].label);
    expect(look.panel).toEqual(['Answers every call in under a…', 'Books appointments']);
  });

  it('varies its accent and chart with the slug', () => {
    const looks = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((slug) => productLook({ ...product, slug }));
    expect(new Set(looks.map((look) => look.accent)).size).toBeGreaterThan(1);
    expect(new Set(looks.map((look) => look.chart)).size).toBeGreaterThan(1);
  });
});
