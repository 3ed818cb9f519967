import { deferBundles, loaderScript } from '../../scripts/lib/bundles-after-paint.cjs';
import { scriptHashesOf } from '../../scripts/lib/csp.cjs';

/** The end of a page as Gatsby 5 writes it. */
const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>About</title></head>',
  '<body class="light"><div id="___gatsby"><h1>About</h1></div>',
  '<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about/";/*]]>*/</script>',
  '<script src="/webpack-runtime-0123456789abcdef0123.js" async></script>',
  '<script src="/framework-0123456789abcdef0123.js" async></script>',
  '<script src="/app-0123456789abcdef0123.js" async></script>',
  '</body></html>',
].join('');
const BUNDLES = ['/webpack-runtime-0123456789abcdef0123.js', '/framework-0123456789abcdef0123.js', '/app-0123456789abcdef0123.js'];

type Task = () => void;

/** Runs the loader against a minimal browser and reports which bundles were inserted, and when. */
const runLoader = (visibilityState: 'visible' | 'hidden') => {
  const inserted: string[] = [];
  const frames: Task[] = [];
  const tasks: Task[] = [];
  const document = {
    visibilityState,
    createElement: () => ({ src: '', async: false }),
    body: { appendChild: (element: { src: string; async: boolean }) => inserted.push(`${element.src}${element.async ? ' async' : ''}`) },
  };
  const window = { requestAnimationFrame: (callback: Task) => frames.push(callback) };
  const setTimeout = (callback: Task) => tasks.push(callback);
  new Function('document', 'window', 'setTimeout', loaderScript(BUNDLES))(document, window, setTimeout);
  const run = (queue: Task[]) => queue.splice(0).forEach((task) => task());
  return { inserted, frames, tasks, run };
};

describe('deferBundles', () => {
  const rewritten = deferBundles(page) ?? '';

  it('removes every bundle <script src async>, leaving the rest of the page as it was', () => {
    expect(rewritten).not.toMatch(/<script src=/);
    expect(rewritten).not.toMatch(/rel="preload"/);
    expect(rewritten.replace(/<script id="bundles-after-paint">.*?<\/script>/, '')).toBe(page.replace(/<script src="[^"]+" async><\/script>/g, ''));
  });

  it('puts one loader where the bundles were, after the page-path script, and it gets a CSP hash', () => {
    const loaders = rewritten.match(/<script id="bundles-after-paint">/g) ?? [];
    expect(loaders).toHaveLength(1);
    expect(rewritten.indexOf('bundles-after-paint')).toBeGreaterThan(rewritten.indexOf('window.pagePath'));
    expect(scriptHashesOf(rewritten)).toHaveLength(scriptHashesOf(page).length + 1);
  });

  it('is idempotent, and returns null for a page without bundle tags', () => {
    expect(deferBundles(rewritten)).toBe(rewritten);
    expect(deferBundles('<html><head></head><body><p>plain</p></body></html>')).toBeNull();
  });
});

describe('loaderScript', () => {
  it('inserts nothing during the first two frames, then every bundle, in order, async, in the task after them', () => {
    const browser = runLoader('visible');
    expect(browser.inserted).toEqual([]);
    browser.run(browser.frames); // first frame
    browser.run(browser.tasks);
    expect(browser.inserted).toEqual([]);
    browser.run(browser.frames); // second frame
    expect(browser.inserted).toEqual([]);
    browser.run(browser.tasks);
    expect(browser.inserted).toEqual(BUNDLES.map((src) => `${src} async`));
  });

  it('in a hidden tab, which gets no frames, inserts the bundles in the next task', () => {
    const browser = runLoader('hidden');
    expect(browser.frames).toHaveLength(0);
    browser.run(browser.tasks);
    expect(browser.inserted).toEqual(BUNDLES.map((src) => `${src} async`));
  });
});
