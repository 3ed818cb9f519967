import { FAST_TIMEOUTS, startRig, validContact, type Rig } from '../../support/send-email-rig';

/** Netlify's Functions context as far as it matters here: work handed to waitUntil runs after the answer. */
function runtimeContext() {
  const pending: Array<Promise<unknown>> = [];
  let settled = 0;
  return {
    context: {
      waitUntil: (promise: Promise<unknown>) => {
        pending.push(promise.finally(() => (settled += 1)));
      },
    },
    /** How many of the handed-over tasks had finished. */
    settled: () => settled,
    handedOver: () => pending.length,
    /** What the runtime does once the response is sent: waits for the handed-over work. */
    drain: () => Promise.all(pending),
  };
}

/**
 * Accept fast, deliver after: once the lead is stored the visitor is answered; the SMTP
 * conversation runs after the answer (through the runtime's waitUntil) and its outcome never
 * changes what the visitor is told. Real Blobs server, real SMTP sink.
 */
describe('send-email answers once the lead is stored, and mails after the answer', () => {
  let rig: Rig;
  afterEach(() => rig.close());

  it('a mail server that stalls: the visitor is answered 202 received at once; the lead is queued for the retry job afterwards', async () => {
    rig = await startRig({ behaviour: 'stall-after-data', timeouts: FAST_TIMEOUTS });
    const runtime = runtimeContext();
    const response = await rig.post(validContact(), {}, runtime.context);
    // Answered while the SMTP conversation was still running.
    expect(runtime.handedOver()).toBe(1);
    expect(runtime.settled()).toBe(0);
    expect(response.status).toBe(202);
    const body = (await response.json()) as { ok: boolean; status: string; reference: string };
    expect(body).toEqual({ ok: true, status: 'received', reference: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect((await rig.records()).map((record) => record.state)).toEqual(['sending']);

    await runtime.drain();
    const [record] = await rig.records();
    expect(record).toMatchObject({ reference: body.reference, state: 'queued', lastError: { kind: 'temporary' } });
    expect(rig.sink.received).toHaveLength(0);
  });

  it('a mail server that refuses (550): the same answer; the lead is kept as failed for the retry job', async () => {
    rig = await startRig({ behaviour: 'reject-550' });
    const runtime = runtimeContext();
    const response = await rig.post(validContact(), {}, runtime.context);
    expect(response.status).toBe(202);
    expect(((await response.json()) as { status: string }).status).toBe('received');
    await runtime.drain();
    expect((await rig.records()).map((record) => record.state)).toEqual(['failed']);
  });

  it('a mail server that accepts: one mail after the answer; the same key again is answered from the store, 200 sent, and mails nothing', async () => {
    rig = await startRig();
    const runtime = runtimeContext();
    const key = 'accept-fast-key-000000000001';
    const response = await rig.post(validContact(), { key }, runtime.context);
    expect(response.status).toBe(202);
    expect(rig.sink.received).toHaveLength(0);
    await runtime.drain();
    expect(rig.sink.received).toHaveLength(1);
    const { reference } = (await response.json()) as { reference: string };
    expect(rig.sink.received[0].parsed.text).toContain(`Reference: ${reference}`);

    const again = runtimeContext();
    const replay = await rig.post(validContact(), { key }, again.context);
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual({ ok: true, status: 'sent', reference });
    expect(again.handedOver()).toBe(0);
    expect(rig.sink.received).toHaveLength(1);
  });
});
