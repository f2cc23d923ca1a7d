/*
 * A plain static file server for the benches: files from one directory, gzip for text (as
 * `next start` does, so byte counts compare like for like), long cache for /_next/static.
 * No framework, no middleware: the "physical limit" the site is measured against.
 * Usage as a process: node scripts/bench/static-server.mjs <dir> <port>
 */
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};
const compressible = new Set(['.html', '.css', '.js', '.json', '.svg', '.txt', '.xml']);

export function startStaticServer(root, port, host = '127.0.0.1') {
  const cache = new Map();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) return void response.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = path.join(file, 'index.html');
    else if (!existsSync(file) && existsSync(`${file}.html`)) file = `${file}.html`;
    if (!existsSync(file)) return void response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    const ext = path.extname(file);
    const gzip = compressible.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    const key = `${file}|${gzip}`;
    let body = cache.get(key);
    if (!body) {
      body = gzip ? gzipSync(readFileSync(file)) : readFileSync(file);
      cache.set(key, body);
    }
    response.writeHead(200, {
      'Content-Type': types[ext] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': url.pathname.startsWith('/_next/static/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const [dir, port] = process.argv.slice(2);
  await startStaticServer(path.resolve(dir), Number(port));
  console.log(`static server on http://127.0.0.1:${port} for ${dir}`);
}
