/**
 * Prints the plan of the exact query `GET /api/search` runs (a typical city + dates + guests search) and a
 * one-line summary: how availability is read (decision record 0045), planning and execution time.
 */
import { addDays, nightsBetween, todayIso } from '@innkeep/contract/dates';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import * as searchPages from '../apps/server/src/modules/search/search.page.repository.ts';

type PlanRow = Record<string, string>;

async function plan(db: Db, query: SQL): Promise<string[]> {
  const result = (await db.execute(sql`explain (analyze, buffers, costs off) ${query}`)) as unknown as {
    rows: PlanRow[];
  };
  return result.rows.map((r) => Object.values(r)[0] ?? '');
}

function summarize(lines: string[]): string {
  const text = lines.join('\n');
  const facts = [
    /listing_availability_pkey/.test(text) ? 'busy nights by listing_availability_pkey' : null,
    /Seq Scan on listing_availability/.test(text) ? 'SEQ SCAN on listing_availability' : null,
    /Hash (Anti )?Join/.test(text) ? 'hash join' : null,
    /reservations|calendar_blocks/.test(text) ? 'READS reservations or calendar_blocks' : null,
  ].filter(Boolean);
  const time = text.match(/Execution Time: ([\d.]+) ms/)?.[1];
  const planning = text.match(/Planning Time: ([\d.]+) ms/)?.[1];
  return `${facts.join(', ')}; planning ${planning ?? '?'} ms, execution ${time ?? '?'} ms`;
}

export async function explainSearch(db: Db, cities: number, log: (l: string) => void): Promise<void> {
  const start = addDays(todayIso(), 14);
  const end = addDays(start, 4);
  const filters = {
    cityKey: `bench city ${Math.max(1, Math.floor(cities / 2))}`,
    guests: 2,
    amenities: [],
    stay: { start, end, nights: nightsBetween(start, end) },
    limit: 20,
    offset: 0,
  };
  const query = searchPages.pageQuery(db, filters);
  // Run twice: the first run warms the cache, the second is what a steady server sees.
  await plan(db, query.getSQL());
  const lines = await plan(db, query.getSQL());
  log(`\nQuery plan of GET /api/search (${filters.cityKey}, ${start}..${end}, 2 guests):`);
  for (const line of lines) log(`  ${line}`);
  log(`Summary (API query): ${summarize(lines)}`);
}
