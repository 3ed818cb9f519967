import { enumLabel, enumValueName } from './enum-labels';

describe('enum names and labels', () => {
  it('turns writer labels into GraphQL enum names', () => {
    expect(enumValueName('Most Popular')).toBe('MOST_POPULAR');
    expect(enumValueName('No-Code')).toBe('NO_CODE');
    expect(enumValueName('Technical Specifications')).toBe('TECHNICAL_SPECIFICATIONS');
  });

  it('maps enum names back to the label visitors read', () => {
    expect(enumLabel('ProductBadge', 'MOST_POPULAR')).toBe('Most Popular');
    expect(enumLabel('ProductBadge', 'NO_CODE')).toBe('No-Code');
    expect(enumLabel('ProductBadge', null)).toBeNull();
    expect(enumLabel('ProductBadge', 'UNKNOWN')).toBeNull();
  });
});
