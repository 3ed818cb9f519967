import fc from 'fast-check';
import { referenceFor } from '../../../netlify/functions/lib/submission';
import { IDEMPOTENCY_KEY_PATTERN } from './lead-contract';
import { referenceOf } from './reference';

describe('referenceOf (the browser copy of the function’s reference)', () => {
  it('equals the reference send-email gives the same key', async () => {
    await fc.assert(
      fc.asyncProperty(fc.stringMatching(IDEMPOTENCY_KEY_PATTERN), async (key) => {
        expect(await referenceOf(key)).toBe(referenceFor(key));
      }),
      { numRuns: 50 },
    );
  });
});
