import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { redactObject, redactText, redactUrl, serializeError } from './redact';

export type { Logger };

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/**
 * The process's one logger: JSON lines on stdout (pino, the logger Fastify itself is built on),
 * shared by Fastify (`loggerInstance`), the hub, the scheduler and main.ts. Every line passes
 * through the redaction of ./redact: objects by key and pattern, messages and error texts by pattern.
 * `stream` lets tests read the lines.
 */
export function createLogger(opts: { level: LogLevel; stream?: DestinationStream }): Logger {
  const options: LoggerOptions = {
    level: opts.level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (obj) => redactObject(obj) as Record<string, unknown>,
    },
    serializers: {
      err: serializeError,
      // Fastify hands whole request and reply objects to some of its own lines: keep them small.
      req: (req: { method?: string; url?: string }) => ({ method: req.method, url: redactUrl(req.url ?? '') }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map((a) => (typeof a === 'string' ? redactText(a) : a)) as Parameters<typeof method>);
      },
    },
  };
  // Without a stream pino writes synchronously to stdout: a fatal line before process.exit is not lost.
  return opts.stream ? pino(options, opts.stream) : pino(options);
}
