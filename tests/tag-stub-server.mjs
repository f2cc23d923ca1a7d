#!/usr/bin/env node
/*
 * A stand-in for Google's tag host during browser tests: serves tiny gtm.js and gtag/js scripts
 * and records every request, so tests can prove what loaded and when. Loopback only.
 * It is also the sales team's webhook for the CMS test servers: POST /__webhook/NAME keeps each
 * delivery's body, GET /__webhook/NAME lists them, so a journey can check what sales received.
 */
import { createServer } from 'node:http';

const port = Number(process.env.TAG_STUB_PORT ?? 3299);
const requests = [];
/** Webhook deliveries by receiver name (one per test server). */
const deliveries = new Map();

/*
 * Cookies are written the way Google's tags write them with cookie_domain "auto" (and Microsoft's
 * UET likewise): on the highest domain the browser accepts, tried from the top ("co.uk", then
 * "example.co.uk", ...), and on the host only when no domain takes it (an IP address, localhost).
 * Advertising cookies only when ad_storage is granted, analytics ones when analytics_storage is.
 */
const setLikeGoogle = `function __nlSet(name,value,maxAge){
  var host=location.hostname,labels=host.split('.'),candidates=[];
  if(!/^\\d+(\\.\\d+){3}$/.test(host)&&labels.length>1){for(var i=labels.length-2;i>=0;i--)candidates.push(labels.slice(i).join('.'));}
  candidates.push('none');
  for(var j=0;j<candidates.length;j++){
    var domain=candidates[j]==='none'?'':'; Domain='+candidates[j];
    document.cookie=name+'='+value+'; Max-Age='+maxAge+'; Path=/; SameSite=Lax'+domain;
    if(document.cookie.split('; ').indexOf(name+'='+value)!==-1)return;
  }
}
function __nlGranted(key){
  var state='denied';
  (window.dataLayer||[]).forEach(function(e){if(e&&e[0]==='consent'&&e[2]&&e[2][key])state=e[2][key];});
  return state==='granted';
}`;

const scripts = {
  '/gtm.js': `${setLikeGoogle}
window.__gtmLoaded=(window.__gtmLoaded||0)+1;
if(__nlGranted('ad_storage')){__nlSet('_gcl_au','1.1.123.456',7776000);__nlSet('_uetsid','abc123',86400);__nlSet('_uetvid','def456',33696000);}
window.dataLayer.push({event:'gtm.stub.loaded'});`,
  '/gtag/js': `${setLikeGoogle}
window.__gaLoaded=(window.__gaLoaded||0)+1;
if(__nlGranted('analytics_storage')){__nlSet('_ga','GA1.1.123.456',34560000);__nlSet('_ga_TEST123456','GS1.1.123.1.0.123.0.0.0',34560000);}`,
};

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  if (url.pathname === '/__requests') {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
    response.end(JSON.stringify(requests));
    return;
  }
  // The endpoints staff register in the admin (tests/e2e/cms-webhooks.spec.ts): each delivery's
  // raw body and the headers a receiver checks, so the journey can verify the signature.
  const signed = /^\/__webhook-signed\/([a-z0-9-]{1,40})$/.exec(url.pathname);
  if (signed) {
    const name = `signed:${signed[1]}`;
    if (request.method === 'POST') {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        const list = deliveries.get(name) ?? [];
        const header = (key) => request.headers[key] ?? null;
        list.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: header('northlight-signature'),
          eventId: header('northlight-event-id'),
          delivery: header('northlight-delivery'),
        });
        deliveries.set(name, list);
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"received":true}');
      });
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(deliveries.get(name) ?? []));
    return;
  }
  const webhook = /^\/__webhook\/([a-z0-9-]{1,40})$/.exec(url.pathname);
  if (webhook) {
    const name = webhook[1];
    if (request.method === 'POST') {
      const chunks = [];
      request.on('data', (chunk) => chunks.push(chunk));
      request.on('end', () => {
        const list = deliveries.get(name) ?? [];
        list.push(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        deliveries.set(name, list);
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}');
      });
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(deliveries.get(name) ?? []));
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
