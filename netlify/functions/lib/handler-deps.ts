import type { Logger } from './log';
import type { Env, SmtpTimeouts } from './runtime-config';
import type { SubmissionStore } from './submission-store';

/**
 * What every function handler is given: the lead store and the environment, plus what tests
 * replace (clock, logger, working directory, SMTP timeouts).
 */
export interface HandlerDeps {
  /** Called per invocation: in Netlify the Blobs environment exists only during an invocation. */
  openStore: () => SubmissionStore;
  env: Env;
  now?: () => Date;
  logger?: Logger;
  /** Base for a relative MAIL_OUTBOX_DIR (default: the process's working directory). */
  cwd?: string;
  smtpTimeouts?: Partial<SmtpTimeouts>;
}
