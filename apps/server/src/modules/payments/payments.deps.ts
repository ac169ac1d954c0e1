import type { PaymentsPort } from '../../adapters/payments/payments.port.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentStatus } from '../../db/schema/payments.ts';
import type { Env } from '../../env.ts';

/** What the money path needs: the database, the provider and a few settings (AppDeps has them all). */
export interface PaymentDeps {
  db: Db;
  payments: PaymentsPort;
  env: Pick<Env, 'PLATFORM_FEE_PERCENT' | 'PAYMENT_HOLD_MINUTES' | 'publicBaseUrl'>;
}

export interface PaymentChange {
  status: PaymentStatus;
  providerPaymentId: string | null;
  failureMessage: string | null;
  capturedMinor?: number;
}
