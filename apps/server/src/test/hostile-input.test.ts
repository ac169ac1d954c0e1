import { toListingFormData } from '@innkeep/contract/listings-multipart';
import { sql } from 'drizzle-orm';
import { sessions } from '../db/schema/users.ts';
import { createBlog } from '../factories/content.factory.ts';
import { createListingImage } from '../factories/listing-images.factory.ts';
import { createListing } from '../factories/listings.factory.ts';
import { completeListing, sessionHeaders, signedInHost } from '../modules/listings/listings.test-helpers.ts';
import {
  exampleOf,
  HOSTILE_JSON,
  HOSTILE_MULTIPART,
  HOSTILE_TEXT,
  type JsonSchema,
  show,
  watchWrites,
} from './hostile-input.values.ts';
import { capturedLog, createTestApp } from './test-app.ts';

/**
 * Every route of the OpenAPI document (so routes added later are covered too) gets hostile values in
 * each path, query, JSON-body and multipart field, one field at a time, as a visitor, a signed-in host
 * and (for /api/admin) an admin. No answer may be 5xx; a refused (4xx) request must change no row and
 * log nothing at error level.
 */
const errorLog = capturedLog<{ level: number; msg?: string; err?: { message?: string } }>('error');
const t = await createTestApp(
  // Rate limits would answer 429 before validation runs and hide what this test looks for.
  { AUTH_RATE_LIMIT_PER_IP: '100000000', AUTH_RATE_LIMIT_PER_EMAIL: '100000000' },
  { logger: errorLog.logger },
);
afterAll(() => t.close());

const host = await signedInHost(t.db);
const admin = await signedInHost(t.db, true);
// The original client's connect is a GET that creates the host's payment account on its first call: connected once here,
// later calls only make a new onboarding link and change no row.
await t.app.inject({ url: '/api/stripe/connect', headers: host.headers });
// Published (the factory's default), so stay, booking and calculation routes reach their handlers.
const listing = await createListing(t.db, host.user.id);
const listingId = listing.id;
// A kept photo: the update form is then complete without uploading (and processing) a new one per request.
const image = await createListingImage(t.db, t.app.deps.storage, listingId);
const blog = await createBlog(t.db);
// Set up last: the fixtures' own writes are not the requests'.
const writes = await watchWrites(t.db);
const ids = (name: string, path: string) => {
  if (name === 'id') return path.startsWith('/api/blogs') ? blog.id : listingId;
  return name === 'listing_id' ? listingId : undefined;
};

/** A new session per operation: a logout or password change among the hostile requests must not end the rest. */
const session = (userId: number) => sessionHeaders(t.db, userId);

interface Operation {
  method: string;
  path: string;
  params: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  body?: JsonSchema;
  multipart: boolean;
}
interface Variant {
  where: string;
  value: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

// Read as plain JSON: each operation's own fields are picked apart below.
const document = t.app.swagger() as unknown as {
  paths: Record<string, Record<string, Record<string, unknown>>>;
};
const operations: Operation[] = Object.entries(document.paths)
  .flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content;
      return {
        method: method.toUpperCase(),
        path,
        params: (op.parameters as Operation['params'] | undefined) ?? [],
        body: content?.['application/json']?.schema,
        // The multipart routes parse their body themselves, so the document only names the type.
        multipart:
          Boolean(content?.['multipart/form-data']) ||
          String(op.description ?? '').includes('multipart/form-data'),
      };
    }),
  )
  // Deletes last: an accepted one may remove the fixture listing the others use.
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

function variants(op: Operation, role: string): Variant[] {
  const pathValues = new Map<string, string>();
  const query = new URLSearchParams();
  for (const p of op.params) {
    const value = String(exampleOf(p.schema ?? {}, p.name, (n) => ids(n, op.path)));
    if (p.in === 'path') pathValues.set(p.name, value);
    if (p.in === 'query') query.set(p.name, value);
  }
  const urlOf = (path: Map<string, string>, q: URLSearchParams) => {
    const filled = op.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(path.get(name) ?? ''),
    );
    const qs = q.toString();
    return qs ? `${filled}?${qs}` : filled;
  };
  const base = urlOf(pathValues, query);
  const out: Variant[] = [];
  for (const p of op.params) {
    for (const value of HOSTILE_TEXT) {
      if (p.in === 'path')
        out.push({
          where: `path ${p.name}`,
          value,
          url: urlOf(new Map([...pathValues, [p.name, value]]), query),
        });
      if (p.in === 'query') {
        const q = new URLSearchParams(query);
        q.set(p.name, value);
        out.push({ where: `query ${p.name}`, value, url: urlOf(pathValues, q) });
      }
    }
    if (p.in === 'query') {
      const missing = new URLSearchParams(query);
      missing.delete(p.name);
      out.push({ where: `query ${p.name}`, value: '(missing)', url: urlOf(pathValues, missing) });
      const twice = new URLSearchParams(query);
      twice.append(p.name, '2');
      out.push({ where: `query ${p.name}`, value: '(twice)', url: urlOf(pathValues, twice) });
    }
  }
  out.push({
    where: 'query (extra)',
    value: '\u0000',
    url: `${base}${base.includes('?') ? '&' : '?'}extra=%00`,
  });

  if (op.body) {
    const body = exampleOf(op.body, '', (n) => ids(n, op.path)) as Record<string, unknown>;
    const raw = (fields: [string, string][]) =>
      `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`;
    const entries = Object.entries(body).map(([k, v]): [string, string] => [k, JSON.stringify(v)]);
    for (const [key] of entries) {
      for (const value of HOSTILE_JSON) {
        out.push({
          where: `body ${key}`,
          value,
          url: base,
          payload: raw(entries.map(([k, v]) => [k, k === key ? value : v])),
        });
      }
      out.push({
        where: `body ${key}`,
        value: '(missing)',
        url: base,
        payload: raw(entries.filter(([k]) => k !== key)),
      });
    }
    out.push({
      where: 'body (extra)',
      value: '"x"',
      url: base,
      payload: raw([...entries, ['is_admin', 'true']]),
    });
    for (const whole of ['[]', 'null', '"x"', '{', '{"a":', '\u0000', '1e309'])
      out.push({ where: 'body', value: whole, url: base, payload: whole });
  } else if (op.method !== 'GET' && !op.multipart) {
    out.push({ where: 'body (unexpected)', value: '{"a":"\\u0000"}', url: base, payload: '{"a":"\\u0000"}' });
  }

  if (op.multipart) {
    const update = op.path.endsWith('/update');
    const kept = { id: image.id, name: image.originalName, size: image.sizeBytes };
    const fields = [
      ...toListingFormData(completeListing({ images: update ? [kept] : [] }), {
        draft: false,
        listingId: update ? listingId : undefined,
      }).entries(),
    ].map(([k, v]): [string, string] => [k, String(v)]);
    // Field by field on the update route only: a valid create needs a new photo, and processing one per
    // request would take minutes; both routes read the fields with the same parser and schema. A visitor
    // is refused before the fields matter: the whole-body cases below are enough for them.
    const fieldByField = update && role !== 'visitor';
    // The untouched form must be accepted, so that each variant differs from a save in one field only.
    if (fieldByField)
      out.push({ where: 'multipart', value: '(valid form)', url: base, ...multipart(fields) });
    for (const [key] of fieldByField ? fields : []) {
      for (const value of HOSTILE_MULTIPART) {
        out.push({
          where: `multipart ${key}`,
          value,
          url: base,
          ...multipart(fields.map(([k, v]) => [k, k === key ? value : v])),
        });
      }
      out.push({
        where: `multipart ${key}`,
        value: '(missing)',
        url: base,
        ...multipart(fields.filter(([k]) => k !== key)),
      });
    }
    const whole = multipart(fields);
    out.push({
      where: 'multipart',
      value: '(no boundary)',
      url: base,
      payload: whole.payload,
      contentType: 'multipart/form-data',
    });
    out.push({
      where: 'multipart',
      value: '(cut short)',
      url: base,
      payload: whole.payload.subarray(0, whole.payload.length / 2),
      contentType: whole.contentType,
    });
  }
  return out;
}

function multipart(fields: [string, string][]): { payload: Buffer; contentType: string } {
  const boundary = '----hostile7MA4YWxkTrZu0gW';
  const parts = fields.map(
    ([k, v]) => `--${boundary}\r\ncontent-disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

let client = 0;
describe('hostile input on every route of the OpenAPI document', () => {
  it('finds the routes', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it('sees each written table, and not a session’s sliding expiry or an update that changes nothing', async () => {
    await writes.written();
    await createBlog(t.db);
    await t.db.update(sessions).set({ lastUsedAt: new Date(), expiresAt: new Date(Date.now() + 3_600_000) });
    await t.db.execute(sql`update sessions set user_agent = user_agent`);
    expect(await writes.written()).toEqual(['blogs', 'page_changes']);
    await t.db.update(sessions).set({ userAgent: 'changed' });
    expect(await writes.written()).toEqual(['sessions']);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s',
    async (_, op) => {
      const roles: [string, number | null][] = [
        ['visitor', null],
        ['host', host.user.id],
        ...(op.path.startsWith('/api/admin') ? [['admin', admin.user.id] as [string, number]] : []),
      ];
      const problems = new Set<string>();
      for (const [role, userId] of roles) {
        const auth = userId === null ? {} : await session(userId);
        await writes.written();
        const untouched: string[] = [];
        for (const v of variants(op, role)) {
          client++;
          const logged = errorLog.entries.length;
          const res = await t.app.inject({
            method: op.method as 'GET',
            url: v.url,
            headers: {
              ...auth,
              ...(v.payload === undefined ? {} : { 'content-type': v.contentType ?? 'application/json' }),
            },
            // A fresh e-mail per request: once one variant registers guest@example.com, "already taken"
            // would refuse every later one before its hostile field is looked at.
            ...(v.payload === undefined
              ? {}
              : {
                  payload:
                    typeof v.payload === 'string'
                      ? v.payload.replaceAll('guest@example.com', `guest${client}@example.com`)
                      : v.payload,
                }),
            remoteAddress: `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`,
          });
          const written = await writes.written();
          const what = `${role} ${op.method} ${op.path} ${v.where}=${show(v.value)}`;
          if (v.value === '(valid form)' && res.statusCode >= 300) {
            problems.add(
              `${what} → ${res.statusCode}: the baseline form is refused, the variants prove nothing: ${res.body.slice(0, 300)}`,
            );
          }
          if (res.statusCode >= 500) problems.add(`${what} → ${res.statusCode} ${res.body.slice(0, 160)}`);
          if (res.statusCode >= 400 && res.statusCode < 500) {
            if (written.length) problems.add(`${what} → ${res.statusCode} but changed ${written.join(', ')}`);
            const errors = errorLog.entries.slice(logged).filter((e) => e.level >= 50);
            if (errors.length)
              problems.add(
                `${what} → ${res.statusCode} but logged ${errors[0]?.err?.message ?? errors[0]?.msg}`,
              );
          }
          // A GET changes nothing whatever it is sent, answered 200 or not.
          if (op.method === 'GET') untouched.push(...written);
        }
        if (untouched.length)
          problems.add(`${role} ${op.method} ${op.path} changed ${[...new Set(untouched)].join(', ')}`);
      }
      expect([...problems]).toEqual([]);
    },
    180_000,
  ); // thousands of requests for the multipart routes; slow only on a loaded machine
});
