import { createHash } from 'node:crypto';
import ical from 'ical-generator';

interface Span {
  id: number;
  startDate: string;
  endDate: string;
  createdAt: Date;
}

/**
 * The listing's iCal export: one all-day event per date-holding reservation ("Reserved") and per block
 * ("Not available"). `DTSTART;VALUE=DATE` is the first night, `DTEND;VALUE=DATE` the check-out day
 * (exclusive, RFC 5545). UIDs are stable (`reservation-12@host`), DTSTAMP is the row's creation, so the
 * same calendar gives the same bytes and ETag. Nothing about the guest is in it.
 */
export function buildExport(
  listing: { id: number; name: string },
  rows: { held: Span[]; blocked: Span[] },
  domain: string,
): { body: string; etag: string } {
  const calendar = ical({
    name: listing.name,
    prodId: { company: 'Innkeep', product: 'Innkeep channel sync', language: 'EN' },
  });
  const add = (kind: string, summary: string, span: Span) =>
    calendar.createEvent({
      id: `${kind}-${span.id}@${domain}`,
      // 'YYYY-MM-DD' strings with allDay and no calendar time zone are written from their UTC fields:
      // the server's TZ cannot move them.
      start: span.startDate,
      end: span.endDate,
      allDay: true,
      stamp: span.createdAt,
      summary,
    });
  for (const r of rows.held) add('reservation', 'Reserved', r);
  for (const b of rows.blocked) add('block', 'Not available', b);
  const body = calendar.toString();
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}
