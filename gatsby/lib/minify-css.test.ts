import { minifyCss } from './minify-css';

describe('minifyCss', () => {
  it('takes out whitespace and comments', () => {
    expect(minifyCss('/* the bar */\n.bar {\n  color : red ;\n  margin: 0 auto;\n}\n')).toBe('.bar{color:red;margin:0 auto}');
  });

  it('keeps strings as written, commas, braces and semicolons included', () => {
    const css = minifyCss('.quote::before { content: \'a, b\'; }\n.odd::after { content: "{ x; }"; }\n');
    expect(css).toContain('content:"a, b"');
    expect(css).toContain('"{ x; }"');
    expect(css).not.toContain('\n');
  });

  it('fails on CSS a browser would read differently, naming the sheet and the problem', () => {
    expect(() => minifyCss('.bar { color: red; ', 'the bar')).toThrow('the bar: line 1: Expected "}" to go with "{"');
    expect(() => minifyCss('.bar { content: "open }')).toThrow('Unterminated string token');
    expect(() => minifyCss('.bar { colr: red }')).toThrow('"colr" is not a known CSS property');
  });
});
