import { spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

const CMS_SCRIPT = path.join(__dirname, '../../scripts/cms.mjs');

/** A port held by a listening server, as a writer's running `npm run cms` holds its ports. */
const holdPort = (): Promise<net.Server> =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.listen(0, () => resolve(server));
  });

describe('`npm run cms` beside another one', () => {
  it.each(['CMS_PORT', 'CMS_BACKEND_PORT'])('refuses a %s already in use, naming it, before starting either server', async (variable) => {
    const held = await holdPort();
    const port = (held.address() as net.AddressInfo).port;
    try {
      const run = spawnSync(process.execPath, [CMS_SCRIPT], {
        env: { ...process.env, CMS_PORT: '0', CMS_BACKEND_PORT: '0', [variable]: String(port) },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`port ${port} is in use`);
      expect(run.stderr).toContain(variable);
      // Nothing was started: the line naming the servers' ports is printed only once both are spawned.
      expect(run.stdout).not.toContain('Decap CMS at');
    } finally {
      held.close();
    }
  });
});
