/**
 * Prints the plan of the exact query `GET /api/search` runs (a typical city + dates + guests search),
 * and, for comparison, the same query with the availability probes left for the planner to flatten
 * (the `OFFSET 0` fences removed), which PostgreSQL turns into a hash anti-join at scale.
 */
import { addDays, nightsBetween, todayIso } from '@innkeep/contract/dates';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.ts';
import * as searchRepository from '../apps/server/src/modules/search/search.repository.ts';

type PlanRow = Record<string, string>;

async function plan(db: Db, query: SQL): Promise<string[]> {
  const result = (await db.execute(sql`explain (analyze, buffers, costs off) ${query}`)) as unknown as {
    rows: PlanRow[];
  };
  return result.rows.map((r) => Object.values(r)[0] ?? '');
}

/** Rebuilds a drizzle SQL from text with $n placeholders and its params. */
function fromText(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  parts.forEach((part, i) => {
    chunks.push(i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`);
  });
  return sql.join(chunks);
}

function summarize(lines: string[]): string {
  const text = lines.join('\n');
  const facts = [
    /Hash Anti Join/.test(text) ? 'HASH ANTI JOIN' : null,
    /Nested Loop Anti Join/.test(text) ? 'nested-loop anti join' : null,
    /SubPlan/.test(text) ? 'per-row SubPlan probes' : null,
    /reservations_no_overlap/.test(text) ? 'uses reservations_no_overlap (GiST)' : null,
    /calendar_blocks_stay_gist/.test(text) ? 'uses calendar_blocks_stay_gist' : null,
    /reservations_listing_idx/.test(text) ? 'uses reservations_listing_idx (btree)' : null,
    /calendar_blocks_listing_idx/.test(text) ? 'uses calendar_blocks_listing_idx (btree)' : null,
    /Seq Scan on calendar_blocks/.test(text) ? 'seq scan on calendar_blocks' : null,
    /Seq Scan on reservations/.test(text) ? 'SEQ SCAN on reservations' : null,
  ].filter(Boolean);
  const time = text.match(/Execution Time: ([\d.]+) ms/)?.[1];
  return `${facts.join(', ')}; execution ${time ?? '?'} ms`;
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
  const query = searchRepository.pageQuery(db, filters);
  // Run twice: the first run warms the cache, the second is what a steady server sees.
  await plan(db, query.getSQL());
  const lines = await plan(db, query.getSQL());
  log(`\nQuery plan of GET /api/search (${filters.cityKey}, ${start}..${end}, 2 guests):`);
  for (const line of lines) log(`  ${line}`);
  log(`Summary (API query): ${summarize(lines)}`);

  const { sql: text, params } = query.toSQL();
  const flattened = fromText(text.replaceAll(' offset 0)', ')'), params);
  await plan(db, flattened);
  const planner = await plan(db, flattened);
  log(`Summary (same query without the OFFSET 0 fences, planner's choice): ${summarize(planner)}`);
}
