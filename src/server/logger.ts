import 'server-only';
import pino from 'pino';
import { serverEnv } from '@/env';

/*
 * JSON logs to stdout. Personal data never goes in: callers log references, ids, channels and
 * status codes only, and the redaction list is a second line of defence.
 */
export const logger = pino({
  level: serverEnv().LOG_LEVEL,
  base: { service: 'northlight-web' },
  redact: {
    paths: [
      'name',
      'email',
      'phone',
      'message',
      'company',
      '*.name',
      '*.email',
      '*.phone',
      '*.message',
      '*.company',
      'ip',
    ],
    censor: '[redacted]',
  },
});
