import { eq, sql } from 'drizzle-orm';
import { blockedEmails, blogs, contactMessages, reviews, subscribers } from '../../db/schema/content.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { useTestApp } from '../../test/test-app.ts';
import { mailsTo } from '../mail/mail.test-helpers.ts';

const t = useTestApp();
beforeAll(async () => {
  await t.db.insert(blockedEmails).values({ email: 'Blocked@Example.com' });
});

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/subscribe', () => {
  it('subscribes a valid e-mail once, even when sent twice', async () => {
    const res = await post('/api/subscribe', { email: ' News@Example.com ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/^Thank you for subscribing! /);
    expect((await post('/api/subscribe', { email: 'news@example.com' })).statusCode).toBe(201);
    const rows = await t.db
      .select()
      .from(subscribers)
      .where(sql`lower(${subscribers.email}) = 'news@example.com'`);
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{}, 'Email field is required'],
    [{ email: '' }, 'Email field is required'],
    [{ email: 'not-an-email' }, 'Please provide valid email'],
    [{ email: 'a@b.c' }, 'Please provide valid email'],
    [{ email: 'blocked@example.com' }, 'Email is blocked'],
  ])('refuses %j with "%s"', async (body, message) => {
    const res = await post('/api/subscribe', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([message]);
  });

  it('stores nothing for a refused e-mail', async () => {
    const rows = await t.db
      .select()
      .from(subscribers)
      .where(sql`lower(${subscribers.email}) = 'blocked@example.com'`);
    expect(rows).toHaveLength(0);
  });
});

describe('POST /api/contact-us', () => {
  it('stores the message', async () => {
    const res = await post('/api/contact-us', {
      email: 'guest@example.com',
      phone: '+41 44 123 45 67',
      message: 'Hello there',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toMatch(/Thank you/);
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'guest@example.com'));
    expect(row).toMatchObject({ phone: '+41441234567', message: 'Hello there' });
    // The sender is told it arrived, in fixed words only (nothing they typed reaches the address).
    const acks = await mailsTo(t, 'guest@example.com');
    expect(acks.map((m) => m.subject)).toEqual(['We received your message']);
    expect(acks[0]?.text).not.toContain('Hello there');
  });

  it('acknowledges at most five messages a day to one address, and still stores every one', async () => {
    for (let i = 0; i < 7; i++) {
      const res = await post('/api/contact-us', { email: 'Busy@example.com', message: `Question ${i}` });
      expect(res.statusCode, res.body).toBe(201);
    }
    const stored = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'busy@example.com'));
    expect(stored).toHaveLength(7);
    const acks = await t.db
      .select()
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.to}) = 'busy@example.com'`);
    expect(acks).toHaveLength(5);
  });

  it('refuses a blocked e-mail, a bad e-mail, a non-numeric phone and an empty message', async () => {
    const blocked = await post('/api/contact-us', { email: 'BLOCKED@example.com', message: 'hi' });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().errors).toEqual({ email: ['Email is blocked'] });
    const bad = await post('/api/contact-us', { email: 'nope', phone: 'abc', message: ' ' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      email: ['Invalid email address'],
      phone: ['Phone number must have 5 to 20 digits, optionally after a +'],
      message: ['Message is required'],
    });
    expect(await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'nope'))).toHaveLength(
      0,
    );
  });
});

describe('GET /api/check-email-blocked/{email}', () => {
  it('answers 200 for an allowed address and 422 for a blocked or invalid one', async () => {
    expect((await t.app.inject({ url: '/api/check-email-blocked/ok@example.com' })).statusCode).toBe(200);
    const blocked = await t.app.inject({
      url: `/api/check-email-blocked/${encodeURIComponent('Blocked@example.com')}`,
    });
    expect(blocked.statusCode).toBe(422);
    expect(blocked.json().errors).toEqual({ email: ['Email is blocked'] });
    const invalid = await t.app.inject({ url: '/api/check-email-blocked/whatever' });
    expect(invalid.json().errors).toEqual({ email: ['Invalid email address'] });
  });
});

describe('GET /api/blogs and /api/reviews', () => {
  it('lists blogs newest first with image URLs, reads one, and 404s an unknown id', async () => {
    const [older] = await t.db
      .insert(blogs)
      .values({
        title: 'Old',
        shortDescription: 's',
        longDescription: 'l',
        createdAt: new Date('2024-01-01'),
      })
      .returning();
    const [newer] = await t.db
      .insert(blogs)
      .values({ title: 'New', shortDescription: 's2', longDescription: 'l2', image: 'blogs/x.webp' })
      .returning();
    const list = (await t.app.inject({ url: '/api/blogs' })).json().data;
    expect(list.map((b: { id: number }) => b.id)).toEqual([newer!.id, older!.id]);
    // Stored before resized copies existed: every size falls back to the original.
    expect(list[0]).toMatchObject({
      title: 'New',
      image: 'blogs/x.webp',
      image_url: '/uploads/blogs/x.webp',
      image_card_url: '/uploads/blogs/x.webp',
      image_page_url: '/uploads/blogs/x.webp',
      image_srcset: '',
    });
    expect(list[1]).toMatchObject({ image: null, image_url: null, created_at: '2024-01-01T00:00:00.000Z' });
    const one = await t.app.inject({ url: `/api/blogs/${older!.id}` });
    expect(one.json().data).toMatchObject({
      id: older!.id,
      title: 'Old',
      short_description: 's',
      long_description: 'l',
    });
    expect((await t.app.inject({ url: '/api/blogs/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/blogs/abc' })).statusCode).toBe(422);
  });

  it('lists reviews', async () => {
    await t.db.insert(reviews).values({ firstName: 'Jo', lastName: 'Doe', message: 'Lovely' });
    const { data } = (await t.app.inject({ url: '/api/reviews' })).json();
    expect(data).toEqual([{ id: expect.any(Number), first_name: 'Jo', last_name: 'Doe', message: 'Lovely' }]);
  });
});
