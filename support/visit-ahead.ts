/**
 * Visits many paths (pages, shots) with a few browser pages at once, starting as soon as it is called, and hands
 * each test the result for its own path. A suite that checks every built page then reports page by
 * page (one `it` per path, in order) while the browser works ahead: most of a page's time is
 * waiting for the network, hydration or timers, which several pages can do together.
 *
 * Each worker owns one page from `openPage` and visits its share of the paths in turn; a visit that
 * throws fails only its own path's test.
 */
export const visitAhead = <Worker, Result>(
  paths: readonly string[],
  options: {
    concurrency: number;
    openWorker: () => Promise<Worker>;
    visit: (worker: Worker, path: string) => Promise<Result>;
    closeWorker?: (worker: Worker) => Promise<void>;
  },
): { resultFor: (path: string) => Promise<Result>; done: Promise<void> } => {
  const settle = new Map<string, { resolve: (result: Result) => void; reject: (error: unknown) => void }>();
  const results = new Map<string, Promise<Result>>();
  for (const path of paths) {
    const promise = new Promise<Result>((resolve, reject) => settle.set(path, { resolve, reject }));
    // Awaited later by the path's own test; until then a rejection is not "unhandled".
    promise.catch(() => undefined);
    results.set(path, promise);
  }

  let next = 0;
  const runWorker = async () => {
    const worker = await options.openWorker();
    try {
      while (next < paths.length) {
        const path = paths[next];
        next += 1;
        const outcome = settle.get(path);
        await options.visit(worker, path).then(outcome?.resolve, outcome?.reject);
      }
    } finally {
      await options.closeWorker?.(worker);
    }
  };
  const done = Promise.all(Array.from({ length: Math.min(options.concurrency, paths.length) }, runWorker)).then(
    () => undefined,
    (error: unknown) => {
      // A worker that cannot even open a page fails every path not yet visited.
      for (const { reject } of settle.values()) reject(error);
    },
  );

  return {
    resultFor: (path) => {
      const result = results.get(path);
      if (!result) throw new Error(`visitAhead was not given ${path}`);
      return result;
    },
    done,
  };
};
