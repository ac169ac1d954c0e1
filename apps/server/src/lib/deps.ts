import type { CdnPurgePort } from '../adapters/cdn/cdn.port.ts';
import type { GeocoderPort } from '../adapters/geocoding/geocoding.port.ts';
import type { MailPort } from '../adapters/mail/mail.port.ts';
import type { PaymentsPort } from '../adapters/payments/payments.port.ts';
import type { StoragePort } from '../adapters/storage/storage.port.ts';
import type { Database, Db } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { Instance } from './instance.ts';
import type { JobRunner } from './jobs.ts';

/** What modules are built with: configuration, the database and the chosen adapters. */
export interface AppDeps {
  env: Env;
  db: Db;
  /** The database's reserve (readiness, metrics): answers within about a second whatever the main pool does. */
  probe: Db;
  /** PostgreSQL: the main pool's clients and waiting requests (readiness, metrics). */
  poolStats?: Database['poolStats'];
  storage: StoragePort;
  /** This process's row in `instances` and its heartbeat (idempotency keys it holds name it). */
  instance: Instance;
  /** This install's id (payments' idempotency keys, mail's Message-IDs). */
  installId: string;
  /** Where queued e-mail is delivered (SMTP or the embedded outbox); used by the mail job. */
  mailer: MailPort;
  /** The CDN in front of the public pages, told which pages' tags changed (PAGE_PURGE); null: none. */
  cdnPurge: CdnPurgePort | null;
  /** Background jobs; modules add theirs (`deps.jobs.add(...)`), main.ts starts them when JOBS=on. */
  jobs: JobRunner;
  /** Address to point and city suggestions: embedded gazetteer, or Nominatim with GEOCODER_URL. */
  geocoder: GeocoderPort;
  /** Card payments: Stripe with STRIPE_SECRET_KEY, else the offline simulator (TEST MODE). */
  payments: PaymentsPort;
}

/** What the money path needs: the database, the provider and a few settings (AppDeps has them all). */
export interface PaymentDeps {
  db: Db;
  payments: PaymentsPort;
  env: Pick<Env, 'PLATFORM_FEE_PERCENT' | 'PAYMENT_HOLD_MINUTES' | 'publicBaseUrl'>;
}
