/**
 * One-line, key=value log lines for the Netlify function log. Callers pass references, kinds,
 * codes and domains only — never names, message text or full addresses.
 */
export type LogDetails = Record<string, string | number | boolean | undefined>;

export interface Logger {
  info(event: string, details?: LogDetails): void;
  error(event: string, details?: LogDetails): void;
}

function format(scope: string, event: string, details: LogDetails = {}): string {
  const pairs = Object.entries(details)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}=${String(value)}`);
  return [`[${scope}]`, event, ...pairs].join(' ');
}

export function consoleLogger(scope: string): Logger {
  return {
    info: (event, details) => console.log(format(scope, event, details)),
    error: (event, details) => console.error(format(scope, event, details)),
  };
}

/** Collects lines instead of printing them (tests assert on what operators would see). */
export function memoryLogger(scope: string): Logger & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (event, details) => lines.push(format(scope, event, details)),
    error: (event, details) => lines.push(`ERROR ${format(scope, event, details)}`),
  };
}
