import type { Context } from '@netlify/functions';
import { createSubmissionCreatedHandler } from './lib/submission-created-handler';
import { openSubmissionStore } from './lib/submission-store';

/**
 * Event function: Netlify calls it (by this file name) for each verified, non-spam Netlify Forms
 * submission. It mails the leads send-email never handled; see ./lib/submission-created-handler.
 */
const handle = createSubmissionCreatedHandler({ openStore: () => openSubmissionStore(), env: process.env });

export default async (req: Request, context: Context): Promise<Response> => handle(req, context);
