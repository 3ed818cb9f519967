/**
 * The reference send-email gives a lead, computed in the browser from the lead's Idempotency-Key:
 * the first 32 hex digits of SHA-256("idempotency:" + key). The chat needs it before any answer
 * comes, because a lead sent from `pagehide` never reads its answer, yet its Forms entry and any
 * follow-up must name it. The function's own copy is netlify/functions/lib/submission.ts
 * (`referenceFor`); a unit test holds the two equal.
 */
export async function referenceOf(idempotencyKey: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`idempotency:${idempotencyKey}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 32);
}
