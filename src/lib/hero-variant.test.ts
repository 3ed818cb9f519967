import { drawHeroVariant, heroVariantInlineScript, parseHeroVariant, resolveHeroVariant } from './hero-variant';
import { STORAGE_KEYS } from './timing';

/** Small seeded PRNG so the distribution test is reproducible. */
const mulberry32 = (seed: number) => () => {
  let t = (seed += 0x6d2b79f5);
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** In-memory sessionStorage that counts writes. */
const memoryStorage = (initial: Record<string, string> = {}) => {
  const items = new Map(Object.entries(initial));
  return {
    items,
    writes: 0,
    getItem(key: string) {
      return items.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      this.writes += 1;
      items.set(key, value);
    },
  };
};

const throwingStorage = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: (): void => {
    throw new Error('QuotaExceededError');
  },
};

describe('drawHeroVariant', () => {
  it('splits 10,000 seeded draws about 50/50', () => {
    const random = mulberry32(20250729);
    let ones = 0;
    for (let i = 0; i < 10_000; i += 1) if (drawHeroVariant(random) === 1) ones += 1;
    expect(ones / 10_000).toBeGreaterThanOrEqual(0.48);
    expect(ones / 10_000).toBeLessThanOrEqual(0.52);
  });

  it('maps the lower half to 1 and the upper half to 2', () => {
    expect(drawHeroVariant(() => 0)).toBe(1);
    expect(drawHeroVariant(() => 0.4999)).toBe(1);
    expect(drawHeroVariant(() => 0.5)).toBe(2);
    expect(drawHeroVariant(() => 0.9999)).toBe(2);
  });
});

describe('parseHeroVariant', () => {
  it('accepts only "1" and "2"', () => {
    expect(parseHeroVariant('1')).toBe(1);
    expect(parseHeroVariant('2')).toBe(2);
    for (const raw of [null, '', '0', '3', ' 1', '1.0', 'one', 1]) expect(parseHeroVariant(raw)).toBeNull();
  });
});

describe('resolveHeroVariant', () => {
  it('draws once, stores under the hero key, and returns the stored value afterwards without redrawing', () => {
    const storage = memoryStorage();
    const random = jest.fn(() => 0.9);
    expect(resolveHeroVariant(storage, random)).toBe(2);
    expect(storage.items.get(STORAGE_KEYS.heroVariant)).toBe('2');

    expect(resolveHeroVariant(storage, () => 0.1)).toBe(2);
    expect(random).toHaveBeenCalledTimes(1);
    expect(storage.writes).toBe(1);
  });

  it('keeps a valid value stored earlier in the session', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.heroVariant]: '1' });
    const random = jest.fn(() => 0.9);
    expect(resolveHeroVariant(storage, random)).toBe(1);
    expect(random).not.toHaveBeenCalled();
    expect(storage.writes).toBe(0);
  });

  it('replaces an invalid stored value', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.heroVariant]: '7' });
    expect(resolveHeroVariant(storage, () => 0.2)).toBe(1);
    expect(storage.items.get(STORAGE_KEYS.heroVariant)).toBe('1');
  });

  it('still returns a drawn variant when storage throws or is absent', () => {
    expect(resolveHeroVariant(throwingStorage, () => 0.7)).toBe(2);
    expect(resolveHeroVariant(null, () => 0.3)).toBe(1);
  });
});

describe('heroVariantInlineScript', () => {
  const run = (storage: unknown, randomValue: number) => {
    const attributes = new Map<string, string>();
    const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
    const fakeMath = Object.create(Math) as Math;
    fakeMath.random = () => randomValue;
    new Function('document', 'sessionStorage', 'Math', heroVariantInlineScript())(document, storage, fakeMath);
    return attributes.get('data-hero');
  };

  it('draws, stores under the same key as the module, and sets data-hero on <html>', () => {
    const storage = memoryStorage();
    expect(run(storage, 0.9)).toBe('2');
    expect(storage.items.get(STORAGE_KEYS.heroVariant)).toBe('2');
    // The module reads what the script stored: both agree on key and values.
    expect(resolveHeroVariant(storage, () => 0.1)).toBe(2);
  });

  it('keeps a value the module stored, and replaces an invalid one', () => {
    const storage = memoryStorage();
    resolveHeroVariant(storage, () => 0.1);
    expect(run(storage, 0.9)).toBe('1');
    expect(run(memoryStorage({ [STORAGE_KEYS.heroVariant]: 'x' }), 0.1)).toBe('1');
  });

  it('copes with throwing or missing sessionStorage', () => {
    expect(run(throwingStorage, 0.6)).toBe('2');
    expect(run(undefined, 0.2)).toBe('1');
  });

  it('is ES5 (no let/const, arrows or template literals) so any browser can run it before the bundle', () => {
    expect(heroVariantInlineScript()).not.toMatch(/\b(let|const)\b|=>|`/);
  });
});
