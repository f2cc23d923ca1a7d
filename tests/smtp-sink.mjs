#!/usr/bin/env node
/*
 * A real SMTP server for browser journeys: the test app sends visitor mail to it (SMTP_URL), and
 * specs read what arrived over HTTP. GET /mails?to=ADDRESS answers the mails to that address,
 * oldest first, parsed by mailparser: subject, from, to, messageId, text, html, and the calendar
 * attachment's text. GET /__health answers once both servers listen. Loopback only.
 *   node tests/smtp-sink.mjs SMTP_PORT HTTP_PORT
 */
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.argv[2] ?? 3297);
const httpPort = Number(process.argv[3] ?? 3296);
/** Every mail received, parsed. */
const mails = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  size: 5 * 1024 * 1024,
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((parsed) => {
        const calendar = parsed.attachments.find((part) => part.contentType.startsWith('text/calendar'));
        mails.push({
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: parsed.subject ?? '',
          from: parsed.from?.text ?? '',
          messageId: parsed.messageId ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          calendar: calendar ? calendar.content.toString('utf8') : null,
          // The raw header lines a spec may check (List-Unsubscribe, List-Unsubscribe-Post).
          headers: Object.fromEntries(parsed.headerLines.map((header) => [header.key, header.line.slice(header.line.indexOf(':') + 1).trim()])),
          receivedAt: new Date().toISOString(),
        });
        callback();
      })
      .catch((error) => callback(error));
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname === '/__health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (url.pathname === '/mails') {
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    const list = to ? mails.filter((mail) => mail.envelopeTo.includes(to)) : mails;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
    return;
  }
  response.writeHead(404).end();
});

smtp.listen(smtpPort, '127.0.0.1', () => {
  http.listen(httpPort, '127.0.0.1', () => console.log(`smtp sink: smtp ${smtpPort}, http ${httpPort}`));
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
