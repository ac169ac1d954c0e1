import { createHash } from 'node:crypto';
import ical from 'ical-generator';

interface Span {
  id: number;
  startDate: string;
  endDate: string;
  /** DTSTAMP: when these dates were written (the row's creation, or its last change of dates). */
  stamp: Date;
  /** SEQUENCE: raised with each change of dates, so a channel takes the new version. */
  sequence: number;
}

/**
 * The listing's iCal export: one all-day event per date-holding reservation ("Reserved") and per block
 * ("Not available"). `DTSTART;VALUE=DATE` is the first night, `DTEND;VALUE=DATE` the check-out day
 * (exclusive, RFC 5545). UIDs are stable (`reservation-12@host`), DTSTAMP is when the dates were written, so
 * the same calendar gives the same bytes and ETag. Nothing about the guest is in it. Every line, the last
 * included, ends with CRLF (RFC 5545 3.1).
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
      stamp: span.stamp,
      sequence: span.sequence,
      summary,
    });
  for (const r of rows.held) add('reservation', 'Reserved', r);
  for (const b of rows.blocked) add('block', 'Not available', b);
  // ical-generator joins lines with CRLF but leaves the last one bare.
  const body = `${calendar.toString().replace(/\r?\n?$/, '')}\r\n`;
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"` };
}
