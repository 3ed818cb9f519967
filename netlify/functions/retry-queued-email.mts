import type { Config, Context } from '@netlify/functions';
import { runRetryPass } from './lib/retry-handler';
import { openSubmissionStore } from './lib/submission-store';

/** Scheduled: re-sends queued contact submissions (see docs/OPERATORS.md). */
export default async (_req: Request, context: Context): Promise<Response> => {
  const summary = await runRetryPass({ openStore: () => openSubmissionStore(), env: process.env }, context.deploy?.context);
  return Response.json(summary);
};

export const config: Config = { schedule: '*/10 * * * *' };
