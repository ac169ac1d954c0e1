import { randomBytes } from 'node:crypto';
import { hostListingToFormValues, type ListingFormValues } from '@innkeep/contract/listings-form';
import { toListingFormData } from '@innkeep/contract/listings-multipart';
import type { HostListing } from '@innkeep/contract/listings-reply';
import { publishableListing } from '@innkeep/contract/listings-test-values';
import sharp from 'sharp';
import { beforeAll } from 'vitest';
import type { Tx } from '../../db/client.ts';
import { connectHost } from '../../factories/payment-accounts.factory.ts';
import { createUser } from '../../factories/users.factory.ts';
import type { TestApp } from '../../test/test-app.ts';
import { issueSession } from '../auth/auth.service.ts';

/** The headers of a request made in a new session of the user. */
export const sessionHeaders = async (db: Tx, userId: number) => ({
  authorization: `Bearer ${await issueSession(db, userId, null)}`,
});

/** A host with a live session; `headers` carry the bearer token. */
export async function signedInHost(db: Tx, isAdmin = false) {
  const user = await createUser(db, { isAdmin });
  return { user, headers: await sessionHeaders(db, user.id) };
}
export type SignedInHost = Awaited<ReturnType<typeof signedInHost>>;

/**
 * The test file's signed-in host, made in the file's app before its tests (call after `useTestApp`). The
 * handle is filled then, so read it in hooks and tests only.
 */
export function useSignedInHost(t: TestApp, isAdmin = false): SignedInHost {
  const handle = {} as SignedInHost;
  beforeAll(async () => {
    Object.assign(handle, await signedInHost(t.db, isAdmin));
  });
  return handle;
}

/**
 * The test file's signed-in host with a verified payment account: Book now is offered only where the host can be
 * paid (decision 0025). `person` sets their names or e-mail. Read it in hooks and tests only, like `useSignedInHost`.
 */
export function useConnectedHost(t: TestApp, person: Parameters<typeof createUser>[1] = {}): SignedInHost {
  const handle = {} as SignedInHost;
  beforeAll(async () => {
    const user = await createUser(t.db, person);
    Object.assign(handle, { user, headers: await sessionHeaders(t.db, user.id) });
    await connectHost(t.db, user.id);
  });
  return handle;
}

export const png = (width: number, height: number, colour = { r: 40, g: 120, b: 200 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
export const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();
/** Random pixels do not compress: a 1100x1000 PNG of noise is about 3.3 MB. */
export const noisyPng = () =>
  sharp(randomBytes(1100 * 1000 * 3), { raw: { width: 1100, height: 1000, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
export const textRenamedJpg = () => Buffer.from('This is a text file pretending to be a photo.\n'.repeat(20));
export const tinyPdf = (title = 'Rules') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n% ${title}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  );

export const file = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name);
/** The form's entry for a file of these bytes (a photo or an attachment). */
export const upload = (bytes: Buffer, name: string) => ({
  name,
  size: bytes.length,
  file: file(bytes, name),
});

/** The form's entry for an attachment: its file, who may read it, and the title the form sends ('' for none). */
export const attachment = (bytes: Buffer, name: string, isPublic: boolean, title = '') => ({
  ...upload(bytes, name),
  attachments_file_name: title,
  attachments_is_public: isPublic,
});

/** Every publish field filled; pass what the test cares about. */
export const completeListing = publishableListing;

/** The host's own reply for a listing (`GET /api/listings/{id}`), asserting it answers 200. */
export async function readListing(
  t: TestApp,
  id: number,
  headers: Record<string, string>,
): Promise<HostListing> {
  const res = await t.app.inject({ url: `/api/listings/${id}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

export async function photo(name = 'front.png', width = 1100, height = 700) {
  const bytes = await png(width, height);
  return upload(bytes, name);
}

/** The multipart body `toListingFormData` builds, as `app.inject` takes it. */
export async function multipart(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

/** Creates a listing, or with `listingId` updates it; `parts` then sets raw form parts over what the form sends. */
export async function postListing(
  t: TestApp,
  headers: Record<string, string>,
  values: ListingFormValues,
  options: { draft: boolean; listingId?: number; parts?: Record<string, string> },
) {
  const form = toListingFormData(values, options);
  for (const [name, value] of Object.entries(options.parts ?? {})) form.set(name, value);
  const body = await multipart(form);
  return t.app.inject({
    method: 'POST',
    url: options.listingId === undefined ? '/api/listings' : '/api/listings/update',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** Creates a listing through the form (asserting 201) and reads it back as its host. */
export async function createdListing(
  t: TestApp,
  headers: Record<string, string>,
  values: ListingFormValues,
  draft = false,
): Promise<HostListing> {
  const res = await postListing(t, headers, values, { draft });
  expect(res.statusCode, res.body).toBe(201);
  return readListing(t, res.json().data.id, headers);
}

/** Sends an update of `listing` through the form: its own values, changed by `values`, then raw parts by `parts`. */
export const updateListing = (
  t: TestApp,
  headers: Record<string, string>,
  listing: HostListing,
  values: Partial<ListingFormValues>,
  options: { draft?: boolean; parts?: Record<string, string> } = {},
) =>
  postListing(
    t,
    headers,
    { ...hostListingToFormValues(listing), ...values },
    { draft: options.draft ?? false, listingId: listing.id, parts: options.parts ?? {} },
  );

/** The update was refused (422) with a message on `field`, and the host still reads the listing as it was. */
export async function expectUpdateRefused(
  t: TestApp,
  headers: Record<string, string>,
  listing: HostListing,
  res: Awaited<ReturnType<typeof postListing>>,
  field: string,
) {
  expect(res.statusCode, res.body).toBe(422);
  expect(res.json().errors[field], res.body).toBeDefined();
  expect(await readListing(t, listing.id, headers)).toEqual(listing);
}

/**
 * The listing calls as `host` makes them: send the form, create and read back, read, update an existing one,
 * delete one.
 */
export function listingCalls(t: TestApp, host: SignedInHost) {
  return {
    send: (values: ListingFormValues, options: Parameters<typeof postListing>[3]) =>
      postListing(t, host.headers, values, options),
    create: (values: ListingFormValues, draft = false) => createdListing(t, host.headers, values, draft),
    read: (id: number) => readListing(t, id, host.headers),
    update: (
      listing: HostListing,
      values: Partial<ListingFormValues>,
      options?: { draft?: boolean; parts?: Record<string, string> },
    ) => updateListing(t, host.headers, listing, values, options),
    /** As `expectUpdateRefused`, for this host. */
    expectUpdateRefused: (
      listing: HostListing,
      res: Awaited<ReturnType<typeof postListing>>,
      field: string,
    ) => expectUpdateRefused(t, host.headers, listing, res, field),
    /** `DELETE /api/listings/{id}`. */
    remove: (id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/listings/${id}`, headers: host.headers }),
  };
}
export type ListingHost = SignedInHost & ReturnType<typeof listingCalls>;

/**
 * The test file's signed-in host (`useSignedInHost`) with the listing form's calls (`listingCalls`) made as them:
 * `host.create(values)`, `host.read(id)`. Use them in hooks and tests only, like the handle.
 */
export function useListingHost(t: TestApp): ListingHost {
  const host = useSignedInHost(t);
  return Object.assign(host, listingCalls(t, host));
}

/**
 * Publishes a listing with a good photo and then one whose header (1100x700) passes the content check but whose data
 * is cut off: the save fails on it after the first photo was stored, and must take that one back.
 */
export async function postWithUndecodablePhoto(t: TestApp, headers: Record<string, string>) {
  const good = await png(1100, 700);
  const broken = (
    await sharp({ create: { width: 1100, height: 700, channels: 3, background: 'red' } })
      .png({ compressionLevel: 0 })
      .toBuffer()
  ).subarray(0, 4000);
  const images = [upload(good, 'good.png'), upload(broken, 'broken.png')];
  return postListing(t, headers, completeListing({ images }), { draft: false });
}

/** Every file under the test app's uploads folder (to prove a refused request wrote nothing). */
export async function uploadedFiles(t: TestApp): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  const root = `${t.env.dataDir}/uploads`;
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => `${e.parentPath}/${e.name}`.slice(root.length + 1));
  } catch {
    return [];
  }
}

/** A published listing with one photo and one private PDF ("Door codes"), as its host reads it back. */
export async function listingWithPhotoAndPrivatePdf(t: TestApp, headers: Record<string, string>) {
  const bytes = await png(1100, 700);
  const pdf = tinyPdf();
  const res = await postListing(
    t,
    headers,
    completeListing({
      images: [upload(bytes, 'front.png')],
      attachments: [attachment(pdf, 'codes.pdf', false, 'Door codes')],
    }),
    { draft: false },
  );
  expect(res.statusCode, res.body).toBe(201);
  return readListing(t, res.json().data.id, headers);
}
