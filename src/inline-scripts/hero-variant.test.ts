import { inlineScript } from '../../gatsby/lib/inline-script';
import { STORAGE_KEYS } from '../lib/timing';

const script = inlineScript('hero-variant');

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

describe('the hero variant script', () => {
  const run = (storage: unknown, randomValue: number) => {
    const attributes = new Map<string, string>();
    const document = { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
    const fakeMath = Object.create(Math) as Math;
    fakeMath.random = () => randomValue;
    new Function('document', 'sessionStorage', 'Math', script)(document, storage, fakeMath);
    return attributes.get('data-hero');
  };

  it('draws 50/50, stores under the session key, and sets data-hero on <html>', () => {
    const storage = memoryStorage();
    expect(run(storage, 0.9)).toBe('2');
    expect(storage.items.get(STORAGE_KEYS.heroVariant)).toBe('2');
    expect(run(memoryStorage(), 0.49)).toBe('1');
  });

  it('keeps the value stored earlier in the session, and replaces an invalid one', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.heroVariant]: '1' });
    expect(run(storage, 0.9)).toBe('1');
    expect(storage.writes).toBe(0);
    expect(run(memoryStorage({ [STORAGE_KEYS.heroVariant]: 'x' }), 0.1)).toBe('1');
  });

  it('copes with throwing or missing sessionStorage', () => {
    expect(run(throwingStorage, 0.6)).toBe('2');
    expect(run(undefined, 0.2)).toBe('1');
  });
});
