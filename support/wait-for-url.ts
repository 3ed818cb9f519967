/** Waits until the URL answers (any status) or the deadline passes; fails at once when isAlive() says the server exited. */
export const waitForUrl = async (url: string, timeoutMs: number, isAlive: () => boolean): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`the server exited before ${url} answered`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
};
