import { parse } from 'acorn';
import { scriptHashesOf } from '../../../gatsby/lib/page-scripts';
import { PAINT_WAIT_LIMIT_MS, deferBundles, loaderScript } from '../lib/bundles-after-paint';

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
type PaintObserverCallback = (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;

/**
 * Runs the loader against a minimal browser and reports which bundles were inserted, and when.
 * `paintTiming`: whether the browser reports paint entries (PerformanceObserver 'paint').
 */
const runLoader = (visibilityState: 'visible' | 'hidden', { paintTiming = true } = {}) => {
  const inserted: string[] = [];
  const frames: Task[] = [];
  const tasks: { run: Task; delay: number }[] = [];
  const visibilityListeners: Task[] = [];
  const paintObservers: PaintObserverCallback[] = [];
  const paintEntries: string[] = [];
  const document = {
    visibilityState,
    createElement: () => ({ src: '', async: false, fetchPriority: 'auto' }),
    addEventListener: (type: string, listener: Task) => type === 'visibilitychange' && visibilityListeners.push(listener),
    head: { appendChild: () => undefined },
    body: {
      appendChild: (element: { src: string; async: boolean; fetchPriority: string }) =>
        inserted.push(`${element.src}${element.async ? ' async' : ''} priority:${element.fetchPriority}`),
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint', 'longtask'];
    constructor(private readonly callback: PaintObserverCallback) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      paintObservers.push(this.callback);
    }
  }
  const performance = { getEntriesByName: (name: string) => paintEntries.filter((entry) => entry === name) };
  const window = { requestAnimationFrame: (callback: Task) => frames.push(callback), ...(paintTiming ? { PerformanceObserver, performance } : {}) };
  const setTimeout = (run: Task, delay = 0) => tasks.push({ run, delay });
  new Function('document', 'window', 'setTimeout', loaderScript(BUNDLES))(document, window, setTimeout);
  return {
    inserted,
    frames,
    tasks,
    /** Runs the frame callbacks queued so far. */
    nextFrame: () => frames.splice(0).forEach((frame) => frame()),
    /** Runs tasks due within `elapsedMs`, and the tasks those queue, until none is due. */
    runTasks: (elapsedMs = 0) => {
      for (let due = tasks.findIndex((task) => task.delay <= elapsedMs); due !== -1; due = tasks.findIndex((task) => task.delay <= elapsedMs)) {
        tasks.splice(due, 1)[0].run();
      }
    },
    /** A paint entry is in the performance timeline; the observers' callbacks have not run yet. */
    recordPaintWithoutNotifying: (name: string) => paintEntries.push(name),
    /** A paint entry is in the performance timeline, and every observer is told. */
    reportPaint: (name: string) => {
      paintEntries.push(name);
      paintObservers.forEach((callback) => callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: () => undefined }));
    },
    hideTab: () => {
      document.visibilityState = 'hidden';
      visibilityListeners.forEach((listener) => listener());
    },
  };
};

describe('deferBundles', () => {
  const rewritten = deferBundles(page) ?? '';

  it('removes every bundle <script src async>, leaving the rest of the page as it was', () => {
    expect(rewritten).not.toMatch(/<script src=/);
    expect(rewritten).not.toMatch(/<link[^>]*rel="preload"/);
    expect(rewritten.replace(/<script id="bundles-after-paint">.*?<\/script>/, '')).toBe(page.replace(/<script src="[^"]+" async><\/script>/g, ''));
  });

  it('puts one loader where the bundles were, after the page-path script, and it gets a CSP hash', () => {
    const loaders = rewritten.match(/<script id="bundles-after-paint">/g) ?? [];
    expect(loaders).toHaveLength(1);
    expect(rewritten.indexOf('bundles-after-paint')).toBeGreaterThan(rewritten.indexOf('window.pagePath'));
    expect(scriptHashesOf(rewritten)).toHaveLength(scriptHashesOf(page).length + 1);
  });

  it('returns null for a page with neither bundle tags nor a loader', () => {
    expect(deferBundles('<html><head></head><body><p>plain</p></body></html>')).toBeNull();
  });

  it("replaces the loader of a page rewritten by an earlier build with this build's, and changes nothing on its own output", () => {
    const resources = { scripts: BUNDLES, data: ['/page-data/about/page-data.json'] };
    const current = deferBundles(page, resources) ?? '';
    const kept = current.replace(/<script id="bundles-after-paint">.*?<\/script>/, '<script id="bundles-after-paint">oldLoader()</script>');
    expect(deferBundles(kept, resources)).toBe(current);
    expect(deferBundles(current, resources)).toBe(current);
  });
});

describe('loaderScript', () => {
  const ALL_ASYNC = BUNDLES.map((src) => `${src} async priority:high`);

  it('is one ES2017 statement with its arguments, the same text for the same arguments (the CSP hash stays)', () => {
    const script = loaderScript(['/app-1.js'], ['/page-data/app-data.json']);
    expect(parse(script, { ecmaVersion: 2017, sourceType: 'script' }).body.map((statement) => statement.type)).toEqual(['ExpressionStatement']);
    expect(script).not.toMatch(/\bimport\b|\brequire\(|\bexport\b|\n/);
    expect(script).toContain(`["/app-1.js"],["/page-data/app-data.json"],${PAINT_WAIT_LIMIT_MS / 1000}e3`);
    expect(loaderScript(['/app-1.js'], ['/page-data/app-data.json'])).toBe(script);
  });

  it('inserts nothing until the first contentful paint has been shown, however many frames pass, then every bundle in order, async, at high priority', () => {
    const browser = runLoader('visible');
    for (let frame = 0; frame < 5; frame += 1) {
      browser.nextFrame();
      browser.runTasks();
    }
    browser.reportPaint('first-paint');
    browser.runTasks();
    expect(browser.inserted).toEqual([]);
    browser.reportPaint('first-contentful-paint');
    browser.runTasks();
    expect(browser.inserted).toEqual(ALL_ASYNC);
  });

  it("notices the paint in the next frame when the observer's callback comes late (a busy main thread holds it back)", () => {
    const browser = runLoader('visible');
    browser.nextFrame();
    browser.runTasks();
    expect(browser.inserted).toEqual([]);
    browser.recordPaintWithoutNotifying('first-contentful-paint');
    browser.nextFrame();
    browser.runTasks();
    expect(browser.inserted).toEqual(ALL_ASYNC);
  });

  it(`inserts the bundles after ${PAINT_WAIT_LIMIT_MS} ms when no paint is ever reported`, () => {
    const browser = runLoader('visible');
    browser.runTasks(PAINT_WAIT_LIMIT_MS - 1);
    expect(browser.inserted).toEqual([]);
    browser.runTasks(PAINT_WAIT_LIMIT_MS);
    expect(browser.inserted).toEqual(ALL_ASYNC);
  });

  it('inserts the bundles once, when the tab is hidden before its first paint (a hidden tab paints nothing)', () => {
    const browser = runLoader('visible');
    browser.hideTab();
    browser.runTasks();
    expect(browser.inserted).toEqual(ALL_ASYNC);
    browser.reportPaint('first-contentful-paint');
    browser.runTasks(PAINT_WAIT_LIMIT_MS);
    expect(browser.inserted).toEqual(ALL_ASYNC);
  });

  it('in a tab hidden from the start, inserts the bundles in the next tasks', () => {
    const browser = runLoader('hidden');
    expect(browser.frames).toHaveLength(0);
    browser.runTasks();
    expect(browser.inserted).toEqual(ALL_ASYNC);
  });

  it('without paint timing, waits two frames, then inserts the bundles in the tasks after them', () => {
    const browser = runLoader('visible', { paintTiming: false });
    browser.nextFrame();
    browser.runTasks();
    expect(browser.inserted).toEqual([]);
    browser.nextFrame();
    expect(browser.inserted).toEqual([]);
    browser.runTasks();
    expect(browser.inserted).toEqual(ALL_ASYNC);
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

  /**
   * Runs the loader in a tab hidden from the start (it inserts at once), one task at a time:
   * everything it appended, the preload links, and how many elements each task appended.
   */
  const runHidden = () => {
    const appended: string[] = [];
    const links: Record<string, string>[] = [];
    const document = {
      visibilityState: 'hidden',
      createElement: () => ({}),
      head: {
        appendChild: (link: Record<string, string>) => {
          links.push(link);
          appended.push(link.href);
        },
      },
      body: { appendChild: (script: { src: string }) => appended.push(script.src) },
    };
    const tasks: Task[] = [];
    new Function('document', 'window', 'setTimeout', loaderScript(BUNDLES, pageResources.data))(document, {}, (task: Task) => tasks.push(task));
    while (tasks.length > 0) tasks.shift()?.();
    return { appended, links };
  };

  it("preloads the data as same-origin fetches once the scripts are requested, so Gatsby's own request for them is answered from the preload", () => {
    const { appended, links } = runHidden();
    expect(appended).toEqual([...BUNDLES, ...pageResources.data]);
    expect(links).toEqual(pageResources.data.map((href) => ({ rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href })));
  });
});
