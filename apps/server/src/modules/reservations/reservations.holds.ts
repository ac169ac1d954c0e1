import { ReservationStatus } from '@innkeep/contract/reservations';
import type { Db } from '../../db/client.ts';
import type { Job } from '../../lib/jobs.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { holdExpiredMail } from './reservations.mails.ts';
import * as repo from './reservations.repository.ts';
import { changeStatus, HOLD_EXPIRED_REASON } from './reservations.service.ts';

const BATCH = 50;

/**
 * One round of hold expiry: approved reservations (3) whose hold ended by `now` become Cancelled (5) and
 * the guest is told, each batch in one transaction. Rows are claimed FOR UPDATE SKIP LOCKED, so several
 * instances share the work and a guest's payment holding the row is never waited for; `changeStatus`
 * re-checks the status, so a row paid meanwhile is left alone. Payment processing (4) is the payments
 * module's reconciliation, not this job's.
 */
export async function expireHolds(db: Db, now = new Date()): Promise<number> {
  let handled = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await repo.claimExpiredHolds(tx, now, BATCH);
      for (const r of due) {
        const changed = await changeStatus(tx, {
          reservationId: r.id,
          from: ReservationStatus.AwaitingPayment,
          to: ReservationStatus.Cancelled,
          actor: 'system',
          reason: HOLD_EXPIRED_REASON,
          holdExpiresAt: null,
        });
        if (changed) await enqueueMail(tx, holdExpiredMail(r));
      }
      return due.length;
    });
    handled += done;
    if (done < BATCH) return handled;
  }
}

export function holdExpiryJob(db: Db): Job {
  return { name: 'reservation-hold-expiry', everyMs: 60_000, run: () => expireHolds(db) };
}
