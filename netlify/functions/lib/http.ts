import type { SendEmailResponseBody } from '../../../src/lib/contact/lead-contract';

/**
 * HTTP helpers. Every response sets its own security headers: netlify.toml [[headers]] do not
 * apply to function responses in production.
 */
export const RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

export function jsonResponse(status: number, body: SendEmailResponseBody, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...RESPONSE_HEADERS, ...extra } });
}

export function errorResponse(
  status: number,
  message: string,
  details: { fields?: Record<string, string>; unknownKeys?: string[]; reference?: string; headers?: Record<string, string> } = {},
): Response {
  const { headers, ...rest } = details;
  return jsonResponse(status, { ok: false, message, ...rest }, headers);
}

/** application/json, with or without parameters such as charset. */
export function isJsonContentType(header: string | null): boolean {
  if (!header) return false;
  return header.split(';')[0].trim().toLowerCase() === 'application/json';
}

export type BodyReadResult = { ok: true; text: string } | { ok: false };

/**
 * Reads at most maxBytes of the body. A declared Content-Length above the cap is refused
 * without reading; a chunked body is cut off as soon as it passes the cap.
 */
export async function readBodyCapped(req: Request, maxBytes: number): Promise<BodyReadResult> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false };
  if (!req.body) return { ok: true, text: '' };

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return { ok: false };
    }
    chunks.push(value);
  }
  return { ok: true, text: Buffer.concat(chunks).toString('utf8') };
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Same-origin check. The allowed origins are the request's own origin (what the browser used
 * to reach us) plus the site URLs Netlify or the operator provide.
 *
 * A request without an Origin header is allowed: browsers always send Origin on a POST
 * (same-origin included), so its absence means a non-browser client such as curl. Such a
 * client cannot ride on a visitor's browser, which is what this check prevents; it still
 * faces the captcha, the rate limit and the fixed recipient. `Origin: null` (sandboxed
 * frames, file: pages) is refused.
 */
export function isAllowedOrigin(req: Request, configuredUrls: string[]): boolean {
  const origin = req.headers.get('origin');
  if (origin === null) return true;
  const allowed = new Set([originOf(req.url), ...configuredUrls.map(originOf)].filter(Boolean));
  return allowed.has(origin);
}
