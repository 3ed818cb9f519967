import type { Config, Context } from '@netlify/functions';
import { createSendEmailHandler } from './lib/send-email-handler';
import { openSubmissionStore } from './lib/submission-store';

/** POST /api/send-email — thin shell; everything lives in ./lib and src/lib/contact. */
const handle = createSendEmailHandler({ openStore: () => openSubmissionStore(), env: process.env });

export default async (req: Request, context: Context): Promise<Response> => handle(req, context);

// Literal values only: Netlify reads this object statically at build time (an imported
// constant here silently leaves the function without its route). Same as SEND_EMAIL_PATH.
export const config: Config = {
  path: '/api/send-email',
  // Per client IP and per domain: 5 requests a minute, then Netlify answers 429 itself
  // (sliding window; not enforced by `netlify dev`). See docs/OPERATORS.md.
  rateLimit: { windowLimit: 5, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
