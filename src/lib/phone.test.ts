import { telHref } from './phone';

describe('telHref', () => {
  it('keeps digits and one leading plus', () => {
    expect(telHref('+1 (214) 555-0142')).toBe('tel:+12145550142');
    expect(telHref('214.555.0142')).toBe('tel:2145550142');
    expect(telHref('+1 214 +555')).toBe('tel:+1214555');
  });
});
