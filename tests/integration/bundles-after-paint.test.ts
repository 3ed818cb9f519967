import { deferBundles, loaderScript } from '../../src/lib/bundles-after-paint';
import { scriptHashesOf } from '../../src/lib/csp';

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

describe("the page's own chunks and data", () => {
  const pageResources = { scripts: ['/component---src-pages-about-tsx-0123.js'], data: ['/page-data/about/page-data.json', '/page-data/app-data.json'] };
  const loader = (html: string) => /<script id="bundles-after-paint">(.*?)<\/script>/.exec(html)?.[1] ?? '';

  it('are requested with the bundles after the first paint, never from the HTML itself', () => {
    const rewritten = deferBundles(page, pageResources) ?? '';
    expect(rewritten.replace(/<script id="bundles-after-paint">.*?<\/script>/, '')).not.toMatch(/page-data|component---/);
    const source = loader(rewritten);
    expect(source).toContain(JSON.stringify([...BUNDLES, ...pageResources.scripts]));
    expect(source).toContain(JSON.stringify(pageResources.data));
  });

  it("preloads the data as same-origin fetches, so Gatsby's own request for them is answered from the preload", () => {
    const links: Record<string, string>[] = [];
    const document = {
      visibilityState: 'hidden',
      createElement: () => ({}),
      head: { appendChild: (link: Record<string, string>) => links.push(link) },
      body: { appendChild: () => undefined },
    };
    const tasks: Task[] = [];
    new Function('document', 'window', 'setTimeout', loaderScript(BUNDLES, pageResources.data))(document, {}, (task: Task) => tasks.push(task));
    tasks.forEach((task) => task());
    expect(links).toEqual(pageResources.data.map((href) => ({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href })));
  });
});
