// A loopback HTTPS front for a local server, doing what Netlify's edge does for a scanner: TLS
// with a throwaway self-signed certificate, and the HTTP → HTTPS redirect, both on one port.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import path from 'node:path';
import { freePort } from './serve-build.ts';

/** A self-signed certificate for localhost, valid one day, in a temp dir. */
export const makeCertificate = (dir) => {
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`openssl failed: ${result.stderr}`);
  return { keyFile, certFile, key: fs.readFileSync(keyFile), cert: fs.readFileSync(certFile) };
};

// Per connection, not per message: a proxy must not pass these on.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/**
 * Loopback front on one port: a TLS ClientHello (first byte 0x16) goes to an HTTPS reverse proxy
 * in front of netlify dev, anything else to a plain HTTP server that redirects to https://.
 * Response headers are passed on raw, so a header sent twice upstream arrives twice.
 */
export const startFront = async ({ upstream, key, cert }) => {
  const upstreamUrl = new URL(upstream);
  const proxy = (req, res) => {
    const headers = { ...req.headers, host: upstreamUrl.host };
    const forwarded = http.request(new URL(req.url, upstreamUrl), { method: req.method, headers }, (answer) => {
      const raw = [];
      for (let i = 0; i < answer.rawHeaders.length; i += 2) {
        const [name, value] = [answer.rawHeaders[i], answer.rawHeaders[i + 1]];
        if (HOP_BY_HOP.has(name.toLowerCase())) continue;
        // Redirects netlify dev writes with its own origin point back at the front.
        raw.push(name, name.toLowerCase() === 'location' ? value.replace(upstreamUrl.origin, `https://${req.headers.host}`) : value);
      }
      res.writeHead(answer.statusCode ?? 502, raw);
      answer.pipe(res);
    });
    forwarded.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(`upstream error: ${error.message}`);
    });
    req.pipe(forwarded);
  };
  const tlsServer = https.createServer({ key, cert }, proxy);
  const plainServer = http.createServer((req, res) => {
    res.writeHead(301, { location: `https://${req.headers.host}${req.url}` });
    res.end();
  });
  const front = net.createServer((socket) => {
    socket.once('data', (chunk) => {
      socket.pause();
      socket.unshift(chunk);
      (chunk[0] === 0x16 ? tlsServer : plainServer).emit('connection', socket);
      process.nextTick(() => socket.resume());
    });
    socket.on('error', () => socket.destroy());
  });
  const port = await freePort();
  await new Promise((resolve) => front.listen(port, '127.0.0.1', resolve));
  const close = () => {
    front.close();
    tlsServer.close();
    plainServer.close();
  };
  return { host: `localhost:${port}`, close };
};

/** GET over the front with our certificate trusted; raw header pairs and body. */
export const fetchRaw = (host, pagePath, ca) =>
  new Promise((resolve, reject) => {
    https
      .get(`https://${host}${pagePath}`, { ca }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => {
          const pairs = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) pairs.push([response.rawHeaders[i].toLowerCase(), response.rawHeaders[i + 1]]);
          resolve({ status: response.statusCode, headers: pairs, body });
        });
      })
      .on('error', reject);
  });
