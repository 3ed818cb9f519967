import type { Logger } from './log';
import { BUILD_HOOK_VARIABLE, type Env, readBuildHookUrl } from './runtime-config';

/** How long the hook may take to answer before the run counts as failed. */
const HOOK_TIMEOUT_MS = 10_000;

export type RebuildOutcome = 'not-configured' | 'triggered' | 'failed';

/**
 * The hook's address with `clear_cache=true`: the rebuild starts from an empty build cache, so
 * content computed from the date (past events, the copyright year) is computed again, not reused.
 */
const hookRequestUrl = (hookUrl: string): URL => {
  const url = new URL(hookUrl);
  url.searchParams.set('clear_cache', 'true');
  return url;
};

/**
 * One run of the daily rebuild: POSTs to the build hook named by DAILY_REBUILD_HOOK_URL and logs
 * one line with the outcome. Unset, it does nothing but say so. The hook's address is a secret
 * (anyone holding it can start builds), so it is never logged.
 */
export const triggerRebuild = async (env: Env, log: Logger): Promise<RebuildOutcome> => {
  const hookUrl = readBuildHookUrl(env);
  if (!hookUrl) {
    log.info('rebuild-skipped', { outcome: 'not-configured', reason: `${BUILD_HOOK_VARIABLE} is not set` });
    return 'not-configured';
  }
  const started = Date.now();
  try {
    const response = await fetch(hookRequestUrl(hookUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
    const ms = Date.now() - started;
    if (!response.ok) {
      log.error('rebuild-failed', { outcome: 'failed', ms, status: response.status });
      return 'failed';
    }
    log.info('rebuild-triggered', { outcome: 'triggered', ms, status: response.status });
    return 'triggered';
  } catch (error) {
    log.error('rebuild-failed', { outcome: 'failed', ms: Date.now() - started, error: (error as Error).name });
    return 'failed';
  }
};
