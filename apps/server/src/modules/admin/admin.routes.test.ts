import { eq } from 'drizzle-orm';
import { blogs } from '../../db/schema/content.ts';
import { listingTags } from '../../db/schema/listings.ts';
import {
  createBlockedEmail,
  createBlog,
  createContactMessage,
  createReview,
  createSubscriber,
  createTag,
} from '../../factories/content.factory.ts';
import { createListing, tagListing } from '../../factories/listings.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import {
  file,
  multipart,
  png,
  textRenamedJpg,
  tinyPdf,
  useSignedInHost,
} from '../listings/listings.test-helpers.ts';

const t = useTestApp();
const admin = useSignedInHost(t, true);
const host = useSignedInHost(t);

type Method = 'GET' | 'POST' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function blogForm(fields: Record<string, string>, image?: [Buffer, string]) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append('image', file(image[0], image[1]));
  return multipart(form);
}
const postBlog = async (url: string, fields: Record<string, string>, image?: [Buffer, string]) => {
  const body = await blogForm(fields, image);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...admin.headers, ...body.headers },
  });
};
const blogFields = { title: 'A walk', short_description: 'Short', long_description: 'Long text' };

describe('admin only', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/admin/blogs'],
    ['POST', '/api/admin/blogs'],
    ['POST', '/api/admin/blogs/1'],
    ['DELETE', '/api/admin/blogs/1'],
    ['GET', '/api/admin/reviews'],
    ['POST', '/api/admin/reviews'],
    ['POST', '/api/admin/reviews/'],
    ['POST', '/api/admin/reviews/1'],
    ['DELETE', '/api/admin/reviews/1'],
    ['GET', '/api/admin/tags'],
    ['POST', '/api/admin/tags'],
    ['POST', '/api/admin/tags/update'],
    ['GET', '/api/admin/tags/1/usage'],
    ['DELETE', '/api/admin/tags/1'],
    ['GET', '/api/admin/blocked-mails'],
    ['POST', '/api/admin/blocked-mails'],
    ['DELETE', '/api/admin/blocked-mails/1'],
    ['GET', '/api/admin/contacts'],
    ['GET', '/api/admin/subscribers'],
    ['GET', '/api/admin/subscribers.csv'],
    ['GET', '/api/admin/subscribers/counts'],
    ['DELETE', '/api/admin/subscribers/1'],
    ['GET', '/api/admin/data-count'],
  ];
  it.each(routes)('%s %s: 401 for a visitor, 403 for a host', async (method, url) => {
    const payload = method === 'POST' ? {} : undefined;
    expect((await call(method, url, payload, {})).statusCode).toBe(401);
    expect((await call(method, url, payload, host.headers)).statusCode).toBe(403);
  });
});

describe('blogs', () => {
  it('creates with a PNG (stored with variants), edits the text keeping the image, then deletes', async () => {
    const created = await postBlog('/api/admin/blogs', blogFields, [await png(1200, 800), 'pic.png']);
    expect(created.statusCode).toBe(201);
    const blog = created.json().data;
    expect(blog).toMatchObject({ ...blogFields, image_kind: 'image' });
    expect(blog.image).toMatch(/^blogs\/[^/]+\/[^/]+\.png$/);
    expect(await t.app.deps.storage.get(blog.image)).not.toBeNull();
    const folder = blog.image.split('/').slice(0, 2).join('/');
    expect(await t.app.deps.storage.get(`${blog.image.replace('.png', '')}-480.webp`)).not.toBeNull();
    // Cards load the smallest copy, the post page the largest (never upscaled past the 1200 px original).
    const base = `/uploads/${blog.image.replace('.png', '')}`;
    expect(blog).toMatchObject({
      image_url: `/uploads/${blog.image}`,
      image_card_url: `${base}-480.webp`,
      image_page_url: `${base}-1200.webp`,
      image_srcset: `${base}-480.webp 480w, ${base}-960.webp 960w, ${base}-1200.webp 1200w`,
    });
    const [row] = await t.db.select().from(blogs).where(eq(blogs.id, blog.id));
    expect(row?.imageVariants.map((v) => v.width)).toEqual([480, 960, 1200]);

    const edited = await postBlog(`/api/admin/blogs/${blog.id}`, { ...blogFields, title: 'Renamed' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Renamed', image: blog.image });

    const pdf = await postBlog(`/api/admin/blogs/${blog.id}`, { ...blogFields, title: 'Renamed' }, [
      tinyPdf(),
      'guide.pdf',
    ]);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.json().data).toMatchObject({ image_kind: 'pdf', image_srcset: '' });
    expect(pdf.json().data.image_card_url).toBe(pdf.json().data.image_url);
    expect(pdf.json().data.image).toMatch(/\.pdf$/);
    // The old picture's folder is gone with its variants.
    expect(await t.app.deps.storage.get(blog.image)).toBeNull();
    expect(folder).toMatch(/^blogs\//);

    const pub = (await t.app.inject({ url: `/api/blogs/${blog.id}` })).json().data;
    expect(pub).toMatchObject({ title: 'Renamed', image_kind: 'pdf' });

    const removed = await call('DELETE', `/api/admin/blogs/${blog.id}`);
    expect(removed.json()).toEqual({ message: 'Blog post deleted' });
    expect(await t.app.deps.storage.get(pdf.json().data.image)).toBeNull();
    expect((await call('DELETE', `/api/admin/blogs/${blog.id}`)).statusCode).toBe(404);
    expect((await postBlog(`/api/admin/blogs/${blog.id}`, blogFields)).statusCode).toBe(404);
  });

  it('refuses missing fields and a missing image together, and a text file renamed .png', async () => {
    const empty = await postBlog('/api/admin/blogs', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      title: ['Title is required'],
      short_description: ['Short description is required'],
      long_description: ['Long description is required'],
      image: ['Image is required'],
    });
    const fake = await postBlog('/api/admin/blogs', blogFields, [textRenamedJpg(), 'photo.png']);
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({ image: ['Image must be a JPG, PNG or PDF file'] });
    const big = await postBlog('/api/admin/blogs', blogFields, [
      Buffer.alloc(5 * 1024 * 1024 + 10, 1),
      'big.png',
    ]);
    expect(big.json().errors).toEqual({ image: ['Image must be at most 5 MB'] });
    const before = (await call('GET', '/api/admin/blogs')).json().meta.total;
    expect(before).toBe(0);
  });

  it('keeps a stored <script> and a javascript: link as the Markdown typed, never turned into HTML', async () => {
    const script = '**Hi** <script>alert(1)</script> [x](javascript:alert(1))';
    const res = await postBlog('/api/admin/blogs', { ...blogFields, long_description: script }, [
      tinyPdf(),
      'a.pdf',
    ]);
    expect(res.statusCode).toBe(201);
    const reply = await t.app.inject({ url: `/api/blogs/${res.json().data.id}` });
    expect(reply.headers['content-type']).toMatch(/^application\/json/);
    // Stored and answered as the exact text: JSON the page renders as a text node, never as HTML.
    expect(reply.json().data.long_description).toBe(script);
    expect(reply.body).not.toContain('<a ');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    await call('DELETE', `/api/admin/blogs/${res.json().data.id}`);
  });

  it('pages and searches', async () => {
    for (const title of ['Alpha beach', 'Beta hills', 'Gamma beach'])
      await createBlog(t.db, { title, shortDescription: 's', longDescription: 'l' });
    const page = (await call('GET', '/api/admin/blogs?page=2&per_page=2')).json();
    expect(page.meta).toEqual({ page: 2, per_page: 2, total: 3 });
    expect(page.data).toHaveLength(1);
    const found = (await call('GET', '/api/admin/blogs?q=BEACH')).json();
    expect(found.data.map((b: { title: string }) => b.title).sort()).toEqual(['Alpha beach', 'Gamma beach']);
    expect((await call('GET', '/api/admin/blogs?q=%25')).json().meta.total).toBe(0);
    expect((await call('GET', '/api/admin/blogs?per_page=101')).statusCode).toBe(422);
  });
});

describe('reviews', () => {
  it('creates (both spellings, JSON or multipart), edits and deletes', async () => {
    const a = await call('POST', '/api/admin/reviews/', {
      first_name: 'Ana',
      last_name: 'Lima',
      message: 'Great',
    });
    expect(a.statusCode).toBe(201);
    const form = new FormData();
    form.append('first_name', 'Bo');
    form.append('last_name', 'Berg');
    form.append('message', 'Fine');
    const body = await multipart(form);
    const b = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reviews',
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers },
    });
    expect(b.statusCode).toBe(201);
    expect(b.json().data).toMatchObject({ first_name: 'Bo', last_name: 'Berg', message: 'Fine' });
    const id = a.json().data.id;
    const edited = await call('POST', `/api/admin/reviews/${id}`, {
      first_name: 'Ana',
      last_name: 'L',
      message: 'Ok',
    });
    expect(edited.json().data).toMatchObject({ id, last_name: 'L', message: 'Ok' });
    expect((await call('DELETE', `/api/admin/reviews/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/reviews/${id}`)).json()).toMatchObject({
      error: 'Review not found',
    });
    expect(
      (await call('POST', `/api/admin/reviews/${id}`, { first_name: 'a', last_name: 'b', message: 'c' }))
        .statusCode,
    ).toBe(404);
  });
  it('refuses empty fields with 422 keyed by field, and searches', async () => {
    const res = await call('POST', '/api/admin/reviews/', { first_name: ' ', message: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      message: ['Message is required'],
    });
    await createReview(t.db, { firstName: 'Zed', lastName: 'Quill', message: 'Quiet flat' });
    const found = (await call('GET', '/api/admin/reviews?q=quill')).json();
    expect(found.data).toHaveLength(1);
    expect(found.meta.total).toBe(1);
  });
});

describe('tags', () => {
  it('creates, renames, refuses duplicates, and deleting takes it off listings', async () => {
    const created = await call('POST', '/api/admin/tags', { name: 'Seaside' });
    expect(created.statusCode).toBe(201);
    const tag = created.json().data;
    expect(tag).toMatchObject({ name: 'Seaside', listings_count: 0 });
    expect((await call('POST', '/api/admin/tags', { name: 'seaside' })).json().errors).toEqual({
      name: ['A tag with this name already exists'],
    });
    expect((await call('POST', '/api/admin/tags', { name: '' })).json().errors).toEqual({
      name: ['Name is required'],
    });
    const renamed = await call('POST', '/api/admin/tags/update', { name: 'By the sea', tag_id: tag.id });
    expect(renamed.json().data).toMatchObject({ id: tag.id, name: 'By the sea' });
    expect((await call('POST', '/api/admin/tags/update', { name: 'X', tag_id: 999999 })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/admin/tags/update', { name: 'X' })).json().errors).toEqual({
      tag_id: ['Tag is required'],
    });

    const other = await createTag(t.db);
    const l1 = await createListing(t.db, host.user.id);
    const l2 = await createListing(t.db, host.user.id);
    await tagListing(t.db, l1.id, [tag.id, other.id]);
    await tagListing(t.db, l2.id, [tag.id]);
    expect((await call('GET', `/api/admin/tags/${tag.id}/usage`)).json().data.listings_count).toBe(2);
    const listed = (await call('GET', '/api/admin/tags?q=by the')).json();
    expect(listed.data).toEqual([{ id: tag.id, name: 'By the sea', listings_count: 2 }]);

    const removed = await call('DELETE', `/api/admin/tags/${tag.id}`);
    expect(removed.json()).toEqual({ message: 'Tag deleted and removed from 2 listings', listings_count: 2 });
    expect(await t.db.select().from(listingTags).where(eq(listingTags.listingId, l1.id))).toEqual([
      { listingId: l1.id, tagId: other.id },
    ]);
    expect((await call('DELETE', `/api/admin/tags/${tag.id}`)).statusCode).toBe(404);
  });
});

describe('newsletter subscribers: counts and CSV export', () => {
  it('counts each state and exports every subscriber as CSV, a formula-looking address defused', async () => {
    const before = (await call('GET', '/api/admin/subscribers/counts')).json().data;
    const confirmed = await createSubscriber(t.db, { email: 'csv.confirmed@example.com' });
    const pending = await createSubscriber(t.db, { email: 'csv.pending@example.com', confirmedAt: null });
    const left = await createSubscriber(t.db, {
      email: '=cmd@example.com',
      unsubscribedAt: new Date('2027-01-02T03:04:05.000Z'),
    });
    const counts = await call('GET', '/api/admin/subscribers/counts');
    expect(counts.statusCode, counts.body).toBe(200);
    expect(counts.json().data).toEqual({
      total: before.total + 3,
      confirmed: before.confirmed + 1,
      pending: before.pending + 1,
      unsubscribed: before.unsubscribed + 1,
    });

    const res = await call('GET', '/api/admin/subscribers.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="subscribers.csv"');
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,status,subscribed_at,confirmed_at,unsubscribed_at');
    expect(lines).toHaveLength(counts.json().data.total + 1);
    expect(lines).toContain(
      `csv.confirmed@example.com,confirmed,${confirmed.createdAt.toISOString()},${confirmed.confirmedAt!.toISOString()},`,
    );
    expect(lines).toContain(`csv.pending@example.com,pending,${pending.createdAt.toISOString()},,`);
    expect(lines.find((l) => l.includes('cmd@example.com'))).toMatch(
      /^'=cmd@example\.com,unsubscribed,.*,2027-01-02T03:04:05\.000Z$/,
    );
    expect(left.id).toBeGreaterThan(0);
  });
});

describe('blocked mails, contacts, subscribers and counts', () => {
  it('blocks (normalized, once), enforces on the contact form, and unblocks', async () => {
    const res = await call('POST', '/api/admin/blocked-mails', { email: ' Spam@Example.com ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ email: 'spam@example.com' });
    expect(
      (await call('POST', '/api/admin/blocked-mails', { email: 'SPAM@example.com' })).json().errors,
    ).toEqual({
      email: ['Email is already blocked'],
    });
    expect((await call('POST', '/api/admin/blocked-mails', { email: 'nope' })).json().errors).toEqual({
      email: ['Invalid email address'],
    });
    const contact = await call('POST', '/api/contact-us', { email: 'spam@example.com', message: 'hi' }, {});
    expect(contact.json().errors).toEqual({ email: ['Email is blocked'] });
    const list = (await call('GET', '/api/admin/blocked-mails?q=spam')).json();
    expect(list.data).toEqual([
      { id: res.json().data.id, email: 'spam@example.com', updated_at: expect.any(String) },
    ]);
    expect((await call('DELETE', `/api/admin/blocked-mails/${res.json().data.id}`)).json()).toEqual({
      message: 'Email unblocked',
    });
    expect((await call('DELETE', `/api/admin/blocked-mails/${res.json().data.id}`)).statusCode).toBe(404);
  });

  it('lists contacts and subscribers (with status), deletes a subscriber, counts', async () => {
    await createContactMessage(t.db, { email: 'ask@example.com', phone: null, message: 'Question' });
    const contacts = (await call('GET', '/api/admin/contacts?q=ask@')).json();
    expect(contacts.data).toEqual([
      {
        id: expect.any(Number),
        email: 'ask@example.com',
        phone: null,
        phone_link: null,
        message: 'Question',
        updated_at: expect.any(String),
      },
    ]);
    // A phone given is written as shown and dialled, so the admin's page loads no phone metadata.
    await createContactMessage(t.db, {
      email: 'call@example.com',
      phone: '351912345678',
      message: 'Ring me',
    });
    const called = (await call('GET', '/api/admin/contacts?q=call@')).json().data[0];
    expect(called.phone_link).toEqual({ text: '+351 912 345 678', href: 'tel:+351912345678' });
    const sub = await createSubscriber(t.db);
    const subs = (await call('GET', '/api/admin/subscribers')).json();
    expect(subs.data).toContainEqual({
      id: sub.id,
      email: sub.email,
      updated_at: expect.any(String),
      status: 'confirmed',
    });
    expect((await call('DELETE', `/api/admin/subscribers/${sub.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/subscribers/${sub.id}`)).json()).toEqual({
      error: 'Subscriber not found',
      code: 'NOT_FOUND',
    });
    await createBlockedEmail(t.db);
    const counts = (await call('GET', '/api/admin/data-count')).json().data;
    expect(counts).toEqual({
      blogs_count: (await call('GET', '/api/admin/blogs')).json().meta.total,
      reviews_count: (await call('GET', '/api/admin/reviews')).json().meta.total,
      contacts_count: 2,
      blocked_mails_count: 1,
    });
  });
});
