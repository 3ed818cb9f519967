import type { Config } from '@netlify/functions';
import { triggerRebuild } from './lib/build-hook';
import { consoleLogger } from './lib/log';

/** Scheduled: starts a fresh build every day, so dated content (events, the copyright year) never stays stale. */
export default async (): Promise<Response> => {
  const outcome = await triggerRebuild(process.env, consoleLogger('daily-rebuild'));
  return Response.json({ outcome }, { status: outcome === 'failed' ? 502 : 200 });
};

export const config: Config = { schedule: '@daily' };
