import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail.ts';
import type { AnyPaymentsProvider } from '../../providers/payments/index.ts';

/** The slice of a pino logger the payments rules use (no Fastify import in services). */
export interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Everything the payments rules need, passed in (tests and the routes build it). */
export interface PaymentsDeps {
  db: Db;
  provider: AnyPaymentsProvider;
  mailer: Mailer;
  log: Log;
  /** For links in e-mails, when PUBLIC_URL is set. */
  publicUrl?: string | undefined;
}
