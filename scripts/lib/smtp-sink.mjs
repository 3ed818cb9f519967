// The mail server scripts/bench-send-email.mjs sends its leads to.
import { SMTPServer } from 'smtp-server';

/**
 * SMTP sink on loopback: counts messages per X-Enquiry-Reference, counts those not sent to
 * `recipient` alone, and takes `delayMs` to accept each one, as a real mail provider does.
 */
export async function startSink({ recipient, delayMs }) {
  const byReference = new Map();
  let wrongRecipient = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const reference = /^X-Enquiry-Reference:\s*(\S+)/im.exec(raw)?.[1] ?? 'missing';
        byReference.set(reference, (byReference.get(reference) ?? 0) + 1);
        const rcpt = session.envelope.rcptTo.map((r) => r.address);
        if (rcpt.length !== 1 || rcpt[0] !== recipient) wrongRecipient += 1;
        setTimeout(callback, delayMs);
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: server.server.address().port, byReference, wrongRecipient: () => wrongRecipient, close: () => new Promise((r) => server.close(r)) };
}
