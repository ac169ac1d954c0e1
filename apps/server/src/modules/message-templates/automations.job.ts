import { addDays, todayIso } from '@innkeep/contract/dates';
import { type AutomationTrigger, automationDueAt } from '@innkeep/contract/message-templates';
import { ReservationStatus } from '@innkeep/contract/reservations';
import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { automationSends, automations, messageTemplates } from '../../db/schema/message-templates.ts';
import { reservations } from '../../db/schema/reservations.ts';
import type { Job } from '../../lib/jobs.ts';
import { postAutomatedHostMessage } from '../conversations/conversations.service.ts';
import { findStayForTemplate } from './message-templates.repository.ts';
import { renderForStay, stayMoments } from './message-templates.service.ts';

export const AUTOMATIONS_JOB = 'message-automations';
/** A send more than this late (the job was down) is dropped rather than sent out of its moment. */
export const MAX_LATE_MS = 24 * 3_600_000;
const BATCH = 200;

export interface AutomationJobDeps {
  db: Db;
  publicBaseUrl: string;
  /** The clock: the real one, or the test clock (TEST_CLOCK=on) that e2e moves. */
  now: () => Date;
}

interface Candidate {
  automationId: number;
  trigger: AutomationTrigger;
  offsetHours: number;
  activeFrom: Date;
  reservationId: number;
  confirmedAt: Date;
}

/**
 * The pairs (enabled automation, paid stay of its listings) with no send yet whose moment can be near: a coarse
 * filter on the stay's dates per trigger; the due time itself is computed in the listing's zone afterwards. A
 * stay is confirmed by its first move into paid; a paid-to-paid note (a damage claim, a dispute) is no move.
 */
async function candidates(db: Db, now: Date): Promise<Candidate[]> {
  const today = todayIso(now);
  const result = await db.execute(sql`
    select a.id as automation_id, a.trigger, a.offset_hours, a.active_from, r.id as reservation_id,
      coalesce((select min(e.created_at) from reservation_events e
        where e.reservation_id = r.id and e.to_status_id = ${ReservationStatus.Paid}
          and e.from_status_id is distinct from ${ReservationStatus.Paid}), r.created_at) as confirmed_at
    from ${automations} a
    join listings l on l.host_id = a.host_id and (cardinality(a.listing_ids) = 0 or l.id = any(a.listing_ids))
    join ${reservations} r on r.listing_id = l.id and r.status_id = ${ReservationStatus.Paid}
    where a.enabled
      and r.end_date >= ${addDays(today, -32)}::date
      and (a.trigger = 'booking_confirmed'
        or (a.trigger = 'before_check_in' and r.start_date <= ${today}::date + (a.offset_hours / 24 + 2))
        or (a.trigger = 'after_check_in' and r.start_date <= ${addDays(today, 1)}::date)
        or (a.trigger = 'before_check_out' and r.end_date <= ${today}::date + (a.offset_hours / 24 + 2))
        or (a.trigger = 'after_check_out' and r.end_date <= ${addDays(today, 1)}::date))
      and not exists (select 1 from ${automationSends} s where s.automation_id = a.id and s.reservation_id = r.id)
    order by r.start_date, a.id
    limit ${BATCH * 5}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
  return rows.map((r) => ({
    automationId: Number(r.automation_id),
    trigger: r.trigger as AutomationTrigger,
    offsetHours: Number(r.offset_hours),
    activeFrom: new Date(r.active_from as string | Date),
    reservationId: Number(r.reservation_id),
    confirmedAt: new Date(r.confirmed_at as string | Date),
  }));
}

/**
 * One round of the automations (decision 0043). For each due pair, one transaction: claim the pair with an
 * insert into automation_sends (its primary key makes a second claim, by this or another instance, insert
 * nothing; a concurrent one waits for the first to commit), check the stay is still paid and the automation
 * still on, render the template now, and post it into the thread with its e-mail. A failure rolls the claim
 * back with the message, so the pair is tried again next round.
 */
export async function runAutomations(deps: AutomationJobDeps, now = deps.now()): Promise<number> {
  let sent = 0;
  const due: { pair: Candidate; dueAt: Date }[] = [];
  for (const pair of await candidates(deps.db, now)) {
    const stay = await findStayForTemplate(deps.db, pair.reservationId);
    if (!stay) continue;
    const { checkInAt, checkOutAt } = stayMoments(stay);
    const dueAt = automationDueAt(pair.trigger, pair.offsetHours, {
      confirmedAt: pair.confirmedAt,
      checkInAt,
      checkOutAt,
    });
    const t = dueAt.getTime();
    if (t > now.getTime() || t < pair.activeFrom.getTime() || t < now.getTime() - MAX_LATE_MS) continue;
    due.push({ pair, dueAt });
    if (due.length >= BATCH) break;
  }
  for (const { pair, dueAt } of due) {
    const done = await deps.db
      .transaction(async (tx) => {
        const claimed = await tx
          .insert(automationSends)
          .values({ automationId: pair.automationId, reservationId: pair.reservationId, dueAt, sentAt: now })
          .onConflictDoNothing()
          .returning({ id: automationSends.automationId });
        if (claimed.length === 0) return false;
        // The stay's status under a share lock: a cancellation commits before or after this send, never during.
        const [res] = await tx
          .select({ statusId: reservations.statusId })
          .from(reservations)
          .where(eq(reservations.id, pair.reservationId))
          .for('share');
        const [automation] = await tx
          .select({ enabled: automations.enabled, body: messageTemplates.body })
          .from(automations)
          .innerJoin(messageTemplates, eq(messageTemplates.id, automations.templateId))
          .where(and(eq(automations.id, pair.automationId), eq(automations.enabled, true)));
        const stay = await findStayForTemplate(tx, pair.reservationId);
        if (res?.statusId !== ReservationStatus.Paid || !automation || !stay) {
          tx.rollback();
          return false;
        }
        const rendered = renderForStay(automation.body, stay, deps.publicBaseUrl, now);
        const posted = await postAutomatedHostMessage(
          tx,
          pair.reservationId,
          { now, dueAt },
          deps.publicBaseUrl,
          {
            body: rendered.text,
            mailBody: rendered.mailText,
          },
        );
        await tx
          .update(automationSends)
          .set({ messageId: posted?.messageId ?? null, secretsWithheld: rendered.withheld })
          .where(
            and(
              eq(automationSends.automationId, pair.automationId),
              eq(automationSends.reservationId, pair.reservationId),
            ),
          );
        return posted !== null;
      })
      .catch((err: unknown) => {
        if (isRollback(err)) return false;
        throw err;
      });
    if (done) sent++;
  }
  return sent;
}

const isRollback = (err: unknown) => err instanceof TransactionRollbackError;

export const automationsJob = (deps: AutomationJobDeps): Job => ({
  name: AUTOMATIONS_JOB,
  everyMs: 60_000,
  run: () => runAutomations(deps),
});
