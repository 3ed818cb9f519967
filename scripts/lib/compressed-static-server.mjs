// A static file server that compresses like a CDN (brotli, else gzip, by Accept-Encoding), for the
// performance scripts. Both our build and the reference build go through this one server, so a
// comparison never measures two different servers. Files are compressed once and kept in memory.
// Not sirv + compression: sirv sends only files precompressed on disk, and the compression
// middleware recompresses each response at brotli quality 4; a CDN sends its cached brotli-11
// bytes, which is what byte and timing figures must reflect.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

/** Content-Type by file extension, for the files a build holds. */
export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest)|image\/svg)/;

/** The file a request path names: "/x/" → "/x/index.html"; null when outside the root or missing. */
const resolveFile = (root, urlPath) => {
  const decoded = decodeURIComponent(urlPath.split('?')[0]);
  const candidate = path.join(root, decoded.endsWith('/') ? `${decoded}index.html` : decoded);
  if (!candidate.startsWith(root)) return null;
  if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  const asDirectory = path.join(candidate, 'index.html');
  return fs.existsSync(asDirectory) ? asDirectory : null;
};

/** Serves `dir` on 127.0.0.1:`port`; resolves to { url, close }. */
export const serveCompressed = (dir, port) => {
  const root = path.resolve(dir);
  const cache = new Map();
  const encoded = (file, encoding) => {
    const key = `${encoding}:${file}`;
    if (!cache.has(key)) {
      const raw = fs.readFileSync(file);
      cache.set(
        key,
        encoding === 'br'
          ? zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
          : encoding === 'gzip'
            ? zlib.gzipSync(raw, { level: 9 })
            : raw,
      );
    }
    return cache.get(key);
  };
  const server = http.createServer((request, response) => {
    const file = resolveFile(root, request.url ?? '/');
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = !COMPRESSIBLE.test(type) ? 'identity' : /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : 'identity';
    const body = encoded(file, encoding);
    response.writeHead(200, {
      'content-type': type,
      'content-length': body.length,
      'cache-control': 'no-cache',
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding, vary: 'Accept-Encoding' }),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ url: `http://localhost:${port}`, close: () => new Promise((done) => server.close(() => done())) }));
  });
};
