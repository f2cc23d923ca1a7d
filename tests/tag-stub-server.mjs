#!/usr/bin/env node
/*
 * A stand-in for Google's tag host during browser tests: serves tiny gtm.js and gtag/js scripts
 * and records every request, so tests can prove what loaded and when. Loopback only.
 */
import { createServer } from 'node:http';

const port = Number(process.env.TAG_STUB_PORT ?? 3299);
const requests = [];

const scripts = {
  '/gtm.js': "window.__gtmLoaded=(window.__gtmLoaded||0)+1;window.dataLayer.push({event:'gtm.stub.loaded'});",
  '/gtag/js':
    "window.__gaLoaded=(window.__gaLoaded||0)+1;document.cookie='_ga=GA1.1.123.456; Max-Age=34560000; Path=/; SameSite=Lax';",
};

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/__requests') {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    response.end(JSON.stringify(requests));
    return;
  }
  if (url.pathname === '/__health') {
    response.writeHead(200).end('ok');
    return;
  }
  requests.push({ path: url.pathname, query: url.search, at: Date.now() });
  const body = scripts[url.pathname];
  if (body) {
    response.writeHead(200, { 'Content-Type': 'application/javascript', 'Cache-Control': 'no-store' });
    response.end(body);
    return;
  }
  if (url.pathname === '/ns.html') {
    response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>ns</title>');
    return;
  }
  response.writeHead(204).end();
}).listen(port, '127.0.0.1', () => console.log(`tag stub on ${port}`));
