/**
 * One JSON object per line for the Netlify function log, so the Functions dashboard and
 * `netlify logs --source functions --function NAME` can be searched by event, ref or outcome:
 *
 *   {"level":"info","fn":"send-email","event":"delivered","ref":"3f2a…","outcome":"sent","ms":412,…}
 *
 * Callers pass references, kinds, codes, counts and durations only — never a visitor's name,
 * e-mail address or message text.
 */
export type LogLevel = 'info' | 'warn' | 'error';
export type LogDetails = Record<string, string | number | boolean | undefined>;

export interface Logger {
  info(event: string, details?: LogDetails): void;
  warn(event: string, details?: LogDetails): void;
  error(event: string, details?: LogDetails): void;
}

/** After level, fn and event, these come first when present, so lines read alike. */
const LEADING_KEYS = ['ref', 'outcome', 'ms'];

/** The fields every line starts with; details follow, undefined ones left out. */
export function formatLogLine(level: LogLevel, fn: string, event: string, details: LogDetails = {}): string {
  const line: Record<string, string | number | boolean> = { level, fn, event };
  for (const key of [...LEADING_KEYS, ...Object.keys(details)]) {
    const value = details[key];
    if (value !== undefined && !(key in line)) line[key] = value;
  }
  return JSON.stringify(line);
}

/** console.info / warn / error keep the level that Netlify's log viewer shows. */
export function consoleLogger(fn: string): Logger {
  return {
    info: (event, details) => console.info(formatLogLine('info', fn, event, details)),
    warn: (event, details) => console.warn(formatLogLine('warn', fn, event, details)),
    error: (event, details) => console.error(formatLogLine('error', fn, event, details)),
  };
}

/** Collects lines instead of printing them (tests assert on what operators would see). */
export function memoryLogger(fn: string): Logger & { lines: string[]; entries(): Array<Record<string, unknown>> } {
  const lines: string[] = [];
  return {
    lines,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    info: (event, details) => lines.push(formatLogLine('info', fn, event, details)),
    warn: (event, details) => lines.push(formatLogLine('warn', fn, event, details)),
    error: (event, details) => lines.push(formatLogLine('error', fn, event, details)),
  };
}

/** Adds `ms` (time since `started`) to every line that does not carry its own. */
export function withDuration(logger: Logger, started: number): Logger {
  const add = (details: LogDetails = {}): LogDetails => ({ ms: Date.now() - started, ...details });
  return {
    info: (event, details) => logger.info(event, add(details)),
    warn: (event, details) => logger.warn(event, add(details)),
    error: (event, details) => logger.error(event, add(details)),
  };
}
