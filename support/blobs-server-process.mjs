// Runs @netlify/blobs' local BlobsServer in its own Node process: the package's server entry
// pulls in ESM-only code that Jest's CommonJS runtime cannot load. Prints {"port":N} once
// listening; exits when its stdin closes (the test process ended or closed it).
import { BlobsServer } from '@netlify/blobs/server';

const [directory, token] = process.argv.slice(2);
const server = new BlobsServer({ directory, token, logger: () => undefined });
const { port } = await server.start();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.on('end', async () => {
  await server.stop();
  process.exit(0);
});
process.stdin.resume();
