/*
 * The production nginx topology for the benches: deploy/nginx/templates/northlight.conf.template
 * rendered as the official nginx image renders it, inside a loopback-only main config, with a
 * self-signed certificate made for the run.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../project.mjs';

/** envsubst's rule: ${NAME} is replaced, nginx's own $name is left alone. */
export function renderTemplate(template, values) {
  return template.replace(/\$\{([A-Z0-9_]+)\}/g, (whole, name) => {
    if (!(name in values)) throw new Error(`No value for ${whole} in the nginx template`);
    return values[name];
  });
}

export function renderSite(values) {
  return renderTemplate(
    readFileSync(path.join(root, 'deploy', 'nginx', 'templates', 'northlight.conf.template'), 'utf8'),
    values,
  );
}

/**
 * A self-signed certificate (and its key) for `host` (an IP address or a name), valid for two days.
 * It is its own CA, so a client can trust exactly it (NODE_EXTRA_CA_CERTS) and nothing else.
 */
export function makeCertificate(dir, host) {
  const cert = path.join(dir, 'tls-cert.pem');
  const key = path.join(dir, 'tls-key.pem');
  const san = /^\d+(\.\d+){3}$/.test(host) ? `IP:${host}` : `DNS:${host}`;
  const result = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=Northlight bench',
      '-addext',
      `subjectAltName=${san}`,
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,digitalSignature,keyCertSign',
      '-addext',
      'extendedKeyUsage=serverAuth',
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`openssl could not make a certificate:\n${result.stderr}`);
  return { cert, key };
}

/** The main nginx.conf around the rendered site, with every path inside `dir`. */
export function mainConfig(dir, site, extra = '') {
  const temp = (name) => path.join(dir, 'temp', name);
  const runningAsRoot = process.getuid?.() === 0;
  return `# Generated for a benchmark; loopback only.
worker_processes auto;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
${runningAsRoot ? 'user nobody nogroup;' : ''}
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 100000;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};

${site}
${extra}
}
`;
}

export function checkConfig(nginxPath, configFile, config) {
  writeFileSync(configFile, config);
  const syntax = spawnSync(nginxPath, ['-t', '-q', '-c', configFile], { encoding: 'utf8' });
  if (syntax.status !== 0) throw new Error(`nginx rejected the config:\n${syntax.stderr}`);
}
