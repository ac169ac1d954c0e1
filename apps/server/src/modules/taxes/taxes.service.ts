import { nightsBetween } from '@innkeep/contract/dates';
import { minorDigits } from '@innkeep/contract/money';
import { keptTaxLines, taxLinesAfterRefunds } from '@innkeep/contract/taxes-kept';
import { type TaxedStay, taxReportCsv, taxReportRows } from '@innkeep/contract/taxes-wire';
import type { Db } from '../../db/client.ts';
import * as repo from './taxes.repository.ts';

/** The tax lines of a stored snapshot, whatever an older row holds. */
function snapshotTaxes(breakdown: unknown): TaxedStay['taxes'] {
  const taxes = (breakdown as { taxes?: unknown } | null)?.taxes;
  if (!Array.isArray(taxes)) return [];
  const whole = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 ? n : null);
  return taxes.flatMap(
    (t: {
      name?: unknown;
      amountMinor?: unknown;
      type?: unknown;
      nightsTaxed?: unknown;
      persons?: unknown;
    }) => {
      if (typeof t?.name !== 'string' || typeof t.amountMinor !== 'number' || t.amountMinor <= 0) return [];
      const nights = whole(t.nightsTaxed);
      const persons = whole(t.persons);
      const taxedGuestNights =
        t.type === 'per_person_per_night' && nights !== null && persons !== null ? nights * persons : null;
      return [{ name: t.name, amountMinor: t.amountMinor, taxedGuestNights }];
    },
  );
}

type StayRow = Awaited<ReturnType<typeof repo.paidTaxedStays>>[number];

const taxedStay = (s: StayRow, taxes: TaxedStay['taxes'], cancelled: boolean): TaxedStay => ({
  listingId: s.listingId,
  listingName: s.listingName,
  startDate: s.startDate,
  nights: nightsBetween(s.startDate, s.endDate),
  guests: s.guests,
  currency: s.currency,
  taxes,
  cancelled,
});

/**
 * `GET /api/taxes/report.csv`: the occupancy taxes of the host's paid stays checking in during `year`, and
 * those cancelled stays kept (the nights their policy kept carry their taxes), each less what refunds gave
 * back and what a lost dispute took back, totalled per month of check-in, listing and tax (decision 0048).
 */
export async function taxReport(db: Db, hostId: number, year: number): Promise<string> {
  const [from, to] = [`${year}-01-01`, `${year + 1}-01-01`];
  const paid = (await repo.paidTaxedStays(db, hostId, from, to)).map((s) =>
    // What refunds gave back and what a lost dispute took back are both taxes the host did not keep.
    taxedStay(
      s,
      taxLinesAfterRefunds(snapshotTaxes(s.priceBreakdown), s.refundedTaxesMinor + s.chargedBackTaxesMinor),
      false,
    ),
  );
  const kept = (await repo.cancelledTaxedStays(db, hostId, from, to))
    .map((s) => taxedStay(s, keptTaxLines(snapshotTaxes(s.priceBreakdown), s.keptTaxesMinor), true))
    .filter((s) => s.taxes.length > 0);
  return taxReportCsv(taxReportRows([...paid, ...kept], minorDigits));
}
