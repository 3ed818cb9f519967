import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** What the sink does with a message once the client has sent DATA. */
export type SinkBehaviour = 'accept' | 'tempfail-451' | 'reject-550' | 'stall-after-data';

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  behaviour: SinkBehaviour;
  /** Messages whose DATA was refused or left hanging. */
  refused: number;
  waitForCount(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

/** A real SMTP server on loopback (smtp-server), parsing what arrives with mailparser. */
export async function startSmtpSink(initial: SinkBehaviour = 'accept'): Promise<SmtpSink> {
  const sockets = new Set<net.Socket>();
  const sink: SmtpSink = {
    port: 0,
    url: '',
    received: [],
    behaviour: initial,
    refused: 0,
    async waitForCount(count, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (sink.received.length < count) {
        if (Date.now() > deadline) throw new Error(`SMTP sink: expected ${count} messages, got ${sink.received.length}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => Promise.resolve(),
  };

  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 50,
    disableReverseLookup: true,
    onConnect(_session, callback) {
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const behaviour = sink.behaviour;
        if (behaviour === 'stall-after-data') {
          sink.refused += 1;
          return; // never answer: the client must time out
        }
        if (behaviour === 'tempfail-451') {
          sink.refused += 1;
          return callback(smtpError('Temporary local problem, try later', 451));
        }
        if (behaviour === 'reject-550') {
          sink.refused += 1;
          return callback(smtpError('Mailbox unavailable', 550));
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = session.envelope;
        simpleParser(raw)
          .then((parsed) => {
            sink.received.push({
              envelopeFrom: envelope.mailFrom ? envelope.mailFrom.address : '',
              envelopeTo: envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
              parsed,
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  server.server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address() as net.AddressInfo;
  sink.port = address.port;
  sink.url = `smtp://127.0.0.1:${address.port}`;
  sink.close = async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return sink;
}

/** A TCP server that accepts connections and never says a word (no SMTP greeting). */
export async function startSilentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A loopback port with nothing listening (the mail server is down). */
export async function unusedPortUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}
