import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { triggerRebuild } from '../../netlify/functions/lib/build-hook';
import { BUILD_HOOK_VARIABLE } from '../../netlify/functions/lib/runtime-config';
import { memoryLogger } from '../../netlify/functions/lib/log';

type Received = { method?: string; path?: string; body: string };

/** A real HTTP server on loopback standing in for Netlify's build hook endpoint. */
const hookServer = (status: number) => {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method, path: req.url, body });
      res.writeHead(status).end();
    });
  });
  return {
    received,
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

describe('the daily rebuild', () => {
  it('does nothing and logs one line when the hook variable is unset', async () => {
    const log = memoryLogger('daily-rebuild');
    await expect(triggerRebuild({}, log)).resolves.toBe('not-configured');
    await expect(triggerRebuild({ [BUILD_HOOK_VARIABLE]: '  ' }, log)).resolves.toBe('not-configured');
    expect(log.entries()).toEqual([
      expect.objectContaining({ level: 'info', fn: 'daily-rebuild', event: 'rebuild-skipped', reason: `${BUILD_HOOK_VARIABLE} is not set` }),
      expect.objectContaining({ event: 'rebuild-skipped' }),
    ]);
  });

  it('POSTs once to the build hook, asking for an empty build cache, and logs the outcome without the secret address', async () => {
    const hook = hookServer(200);
    const origin = await hook.start();
    const secretUrl = `${origin}/build_hooks/5c23354f454e1350f8543e78`;
    const log = memoryLogger('daily-rebuild');
    try {
      await expect(triggerRebuild({ [BUILD_HOOK_VARIABLE]: secretUrl }, log)).resolves.toBe('triggered');
    } finally {
      await hook.stop();
    }
    expect(hook.received).toEqual([{ method: 'POST', path: '/build_hooks/5c23354f454e1350f8543e78?clear_cache=true', body: '{}' }]);
    expect(log.lines).toHaveLength(1);
    expect(log.entries()[0]).toMatchObject({ level: 'info', event: 'rebuild-triggered', outcome: 'triggered', status: 200 });
    expect(log.lines[0]).not.toContain('5c23354f');
  });

  it('reports a refused hook (a deleted one answers 404) as failed', async () => {
    const hook = hookServer(404);
    const origin = await hook.start();
    const log = memoryLogger('daily-rebuild');
    try {
      await expect(triggerRebuild({ [BUILD_HOOK_VARIABLE]: `${origin}/build_hooks/gone` }, log)).resolves.toBe('failed');
    } finally {
      await hook.stop();
    }
    expect(log.entries()).toEqual([expect.objectContaining({ level: 'error', event: 'rebuild-failed', status: 404 })]);
  });

  it('reports an unreachable hook as failed', async () => {
    const hook = hookServer(200);
    const origin = await hook.start();
    await hook.stop();
    const log = memoryLogger('daily-rebuild');
    await expect(triggerRebuild({ [BUILD_HOOK_VARIABLE]: `${origin}/build_hooks/x` }, log)).resolves.toBe('failed');
    expect(log.entries()).toEqual([expect.objectContaining({ level: 'error', event: 'rebuild-failed', outcome: 'failed' })]);
  });
});
