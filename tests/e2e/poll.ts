/**
 * Retries an assertion until it passes or the time is up (then its last error is thrown):
 * waits on visible state instead of sleeping for a fixed time.
 */
export const eventually = async (assertion: () => Promise<void> | void, timeoutMs = 15_000, intervalMs = 100): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
};
