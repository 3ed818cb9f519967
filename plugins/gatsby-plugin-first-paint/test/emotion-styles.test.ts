import fs from 'node:fs';
import path from 'node:path';
import { checkEmotionMark, emotionBlocksInBody, hasMergedEmotionBlock, hoistEmotionStyles } from '../lib/emotion-styles';

/** A page as emotion's server rendering writes it: the global block and per-component blocks in the body. */
const page = [
  '<!DOCTYPE html><html><head><title>t</title><style>.static{margin:0}</style></head><body>',
  '<style data-emotion="css-global abc">body{margin:0}</style>',
  '<div id="___gatsby"><style data-emotion="css 1a 2b">.css-1a{color:red}.css-2b{color:blue}</style><header class="css-1a">h</header>',
  '<main><style data-emotion="css 3c">.css-3c{padding:0}</style><p class="css-3c">p</p></main></div>',
  '</body></html>',
].join('');

describe("emotion's server styles in <head>", () => {
  const rewritten = hoistEmotionStyles(page);
  const head = rewritten.slice(0, rewritten.indexOf('</head>'));
  const body = rewritten.slice(rewritten.indexOf('<body'));

  it('leaves no style block in the body, and the elements as they were', () => {
    expect(emotionBlocksInBody(page)).toBe(3);
    expect(emotionBlocksInBody(rewritten)).toBe(0);
    expect(body).toContain('<header class="css-1a">h</header>');
    expect(body).toContain('<p class="css-3c">p</p>');
  });

  it('merges the component blocks into one after the static sheet, in document order, with every name and the mark emotion hydrates from', () => {
    expect(head).toContain('<style data-emotion="css 1a 2b 3c" data-s="">.css-1a{color:red}.css-2b{color:blue}.css-3c{padding:0}</style>');
    expect(head.indexOf('.static')).toBeLessThan(head.indexOf('css 1a'));
  });

  it('keeps the global block as its own element, before the component styles', () => {
    expect(head).toContain('<style data-emotion="css-global abc">body{margin:0}</style>');
    expect(head.indexOf('css-global')).toBeLessThan(head.indexOf('css 1a'));
  });

  it('changes nothing on a page without emotion styles, and is idempotent', () => {
    const plain = '<html><head></head><body><p>x</p></body></html>';
    expect(hoistEmotionStyles(plain)).toBe(plain);
    expect(hoistEmotionStyles(rewritten)).toBe(rewritten);
  });
});

describe("emotion's mark in the browser bundles", () => {
  // The browser build of the installed @emotion/cache, as webpack bundles it for the site.
  const cacheDir = path.dirname(require.resolve('@emotion/cache/package.json'));
  const emotionCache = fs.readFileSync(path.join(cacheDir, 'dist/emotion-cache.browser.esm.js'), 'utf8');
  const minified = 'var n=document.querySelectorAll("style[data-emotion]:not([data-s])");n.forEach(function(e){e.setAttribute("data-s","")})';

  it('is found in the installed @emotion/cache and in a minified bundle, and the merged block carries it', () => {
    expect(() => checkEmotionMark(['var app=1', emotionCache])).not.toThrow();
    expect(() => checkEmotionMark([minified])).not.toThrow();
    expect(hasMergedEmotionBlock(hoistEmotionStyles(page))).toBe(true);
    expect(hasMergedEmotionBlock(page)).toBe(false);
  });

  it('stops the build naming the mark it expected when the mark changes or is missing', () => {
    const renamed = emotionCache.replace(/data-s\b/g, 'data-ssr');
    expect(() => checkEmotionMark([renamed])).toThrow(
      'no querySelectorAll("style[data-emotion]:not([data-s])") and no setAttribute("data-s", "") in the 1 browser bundles',
    );
    expect(() => checkEmotionMark([minified.replace('"data-s",""', '"data-s","1"')])).toThrow(
      /^emotion's cache changed its mark: no setAttribute\("data-s", ""\)/,
    );
    expect(() => checkEmotionMark([])).toThrow('in the 0 browser bundles');
  });
});
