import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * What an attacker types into a text field, a query string or a path segment: wrong types, numbers
 * past int4 and float range, NUL bytes, a 100k string, impossible dates and traversal.
 */
export const HOSTILE_TEXT: readonly string[] = [
  '2147483648',
  '99999999999',
  '-1',
  '1e309',
  '0x10',
  '1.5',
  'abc',
  '',
  '\u0000',
  'a\u0000b',
  'x'.repeat(100_000),
  '2025-02-30',
  '9999-12-30',
  '0000-01-01',
  'true',
  'null',
  '[]',
  '../../etc/passwd',
  'résumé 🏠',
];

/** A multipart listing has about 80 fields: the values most likely to break storage, to keep the run short. */
export const HOSTILE_MULTIPART: readonly string[] = [
  '2147483648',
  '-1',
  '1e309',
  'abc',
  '',
  'a\u0000b',
  'x'.repeat(100_000),
  '2025-02-30',
  '9999-12-30',
  '0000-01-01',
];

/** The same for a JSON body, as raw JSON so that `1e309` (Infinity once parsed) reaches the server. */
export const HOSTILE_JSON: readonly string[] = [
  '2147483648',
  '99999999999',
  '-1',
  '1e309',
  '1.5',
  'true',
  'null',
  '[]',
  '{}',
  '"abc"',
  '""',
  '"\\u0000"',
  '"a\\u0000b"',
  JSON.stringify('x'.repeat(100_000)),
  '"2025-02-30"',
  '"9999-12-30"',
  '"0000-01-01"',
  '"2147483648"',
];

/** How a hostile value reads in a failure message: short, with NUL visible. */
export const show = (value: string): string => {
  const text = value.length > 40 ? `${value.slice(0, 12)}…(${value.length} chars)` : value;
  return JSON.stringify(text);
};

export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/**
 * A plausible value for a schema, so each request varies one field while the rest pass validation and
 * reach the handler. `ids` answers for id-like names (a real listing of the signed-in host).
 */
export function exampleOf(
  schema: JsonSchema,
  name: string,
  ids: (name: string) => number | undefined,
): unknown {
  const id = ids(name);
  if (id !== undefined) return id;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return exampleOf(variant, name, ids);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') {
    const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    return Math.max(min, 1);
  }
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, sub] of Object.entries(schema.properties ?? {})) out[key] = exampleOf(sub, key, ids);
    return out;
  }
  if (schema.format === 'email' || /mail/i.test(name)) return 'guest@example.com';
  if (schema.format === 'date' || /date|^start$|^end$/i.test(name)) return '2030-03-10';
  if (/password/i.test(name)) return 'correct-horse-battery';
  if (/phone/i.test(name)) return '+351912345678';
  return 'Lisbon'.padEnd(Math.max(6, schema.minLength ?? 0), 'x');
}

/**
 * Which tables each committed row write touched, recorded by test-only triggers on every table, so that a request
 * is checked for writes with one small query instead of a hash of every row after it. Bookkeeping is left out:
 * rate-limit counters, the instances' heartbeats, a session's sliding expiry (any signed-in request may touch it),
 * an update that leaves the row as it was, and the Stripe fake's replies kept for Idempotency-Key replay and its
 * version token (asking for an onboarding link writes one, as it would at Stripe).
 */
export async function watchWrites(db: Db) {
  const rowsOf = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  const tables = (
    await rowsOf<{ table_name: string }>(
      sql`select table_name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE'
            and table_name not in ('rate_limits', 'instances')`,
    )
  ).map((r) => r.table_name);
  await db.execute(sql`create table hostile_writes (seq bigserial primary key, tbl text not null)`);
  await db.execute(
    sql.raw(`create function hostile_write() returns trigger language plpgsql as $$
      declare
        after_write jsonb := case when tg_op = 'DELETE' then null else to_jsonb(new) - 'last_used_at' - 'expires_at' end;
        before_write jsonb := case when tg_op = 'INSERT' then null else to_jsonb(old) - 'last_used_at' - 'expires_at' end;
      begin
        if after_write is not distinct from before_write then return null; end if;
        if tg_table_name = 'stripe_fake_objects'
          and coalesce(after_write, before_write) ->> 'kind' in ('idempotency', 'version') then return null; end if;
        insert into hostile_writes (tbl) values (tg_table_name);
        return null;
      end $$`),
  );
  for (const table of tables)
    await db.execute(
      sql`create trigger hostile_write after insert or update or delete on ${sql.identifier(table)}
          for each row execute function hostile_write()`,
    );
  let seen = 0;
  return {
    /** The tables written since the last call, in order of name. */
    async written(): Promise<string[]> {
      const rows = await rowsOf<{ seq: string | number; tbl: string }>(
        sql`select seq, tbl from hostile_writes where seq > ${seen}`,
      );
      for (const r of rows) seen = Math.max(seen, Number(r.seq));
      return [...new Set(rows.map((r) => r.tbl))].sort();
    },
  };
}
