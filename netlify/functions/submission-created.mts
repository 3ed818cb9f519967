import type { Context } from '@netlify/functions';
import { createSubmissionCreatedHandler } from './lib/submission-created-handler';
import { openSubmissionStore } from './lib/submission-store';

/**
 * Event function: Netlify calls it (by this file name) for each verified, non-spam Netlify Forms
 * submission. It only logs (reading whether send-email stored the entry's lead); it never mails
 * (see ./lib/submission-created-handler).
 */
const handle = createSubmissionCreatedHandler({ env: process.env, openStore: () => openSubmissionStore() });

export default async (req: Request, context: Context): Promise<Response> => handle(req, context);
