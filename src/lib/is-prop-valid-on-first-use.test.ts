import isPropValid from '@emotion/is-prop-valid';
import isPropValidOnFirstUse from './is-prop-valid-on-first-use';

describe('the styled-component prop filter loaded at first use', () => {
  it("gives @emotion/is-prop-valid's answer for attributes, handlers, data-/aria- props, emotion's `as` and component-only props", () => {
    const props = [
      'as',
      'children',
      'className',
      'href',
      'min',
      'onClick',
      'data-solution-card',
      'aria-label',
      'tile',
      'inDialog',
      'contentIsStatic',
      'frosted',
    ];
    expect(props.map(isPropValidOnFirstUse)).toEqual(props.map(isPropValid));
    expect(isPropValidOnFirstUse('as')).toBe(false);
    expect(isPropValidOnFirstUse('href')).toBe(true);
  });
});
