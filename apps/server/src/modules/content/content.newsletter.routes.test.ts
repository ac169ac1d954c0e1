import { eq, isNotNull, sql } from 'drizzle-orm';
import { blockedEmails, subscribers } from '../../db/schema/content.ts';
import { createSubscriber } from '../../factories/content.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { mailsToNewestFirst } from '../mail/mail.test-helpers.ts';
import { newsletterRecipients, subscriberStatus } from './content.service.ts';

/** Double opt-in and unsubscribe (docs/requirements/public.md#R-P9, Newsletter). */
const BASE = 'https://stay.example.com';
const t = useTestApp(() => ({ PUBLIC_BASE_URL: BASE }));
beforeAll(async () => {
  await t.db.insert(blockedEmails).values({ email: 'spam@example.com' });
});

const subscribe = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/subscribe', payload: { email } });
const confirm = (token: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token } });
const rowOf = async (email: string) => {
  const [row] = await t.db.select().from(subscribers).where(sql`lower(${subscribers.email}) = ${email}`);
  return row;
};
const confirmTokenOf = (text: string) => {
  const match = text.match(/https:\/\/stay\.example\.com\/newsletter\/confirm\?token=([\w-]+)/);
  if (!match?.[1]) throw new Error(`No confirmation link in:\n${text}`);
  return match[1];
};
const oneClickUrlOf = (headers: Record<string, string> | null) =>
  new URL(headers?.['List-Unsubscribe']?.replace(/^<|>$/g, '') ?? '');

describe('subscribe → confirm', () => {
  it('stores a pending subscriber and mails one confirmation link with List-Unsubscribe headers', async () => {
    const res = await subscribe('Ann@Example.com');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(
      'Thank you for subscribing! Please check your inbox and confirm your address.',
    );
    const row = await rowOf('ann@example.com');
    expect(row && subscriberStatus(row)).toBe('pending');
    expect(row?.confirmationTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const mails = await mailsToNewestFirst(t, 'ann@example.com');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Confirm your subscription to the Innkeep newsletter');
    const token = confirmTokenOf(mail.text);
    expect(mail.html).toContain(`${BASE}/newsletter/confirm?token=${token}`);
    // Only the hash is stored.
    expect(row?.confirmationTokenHash).not.toContain(token);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${BASE}/api/newsletter/unsubscribe?token=${row?.unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(await newsletterRecipients(t.db, BASE)).not.toContainEqual(
      expect.objectContaining({ email: 'ann@example.com' }),
    );

    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Your subscription is confirmed. Thank you!' });
    const confirmed = await rowOf('ann@example.com');
    expect(confirmed && subscriberStatus(confirmed)).toBe('confirmed');
    // Following the link again is harmless and keeps the first confirmation time.
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await rowOf('ann@example.com'))?.confirmedAt).toEqual(confirmed?.confirmedAt);
    expect(await newsletterRecipients(t.db, BASE)).toContainEqual({
      id: confirmed?.id,
      email: 'ann@example.com',
      headers: mail.headers,
      unsubscribeUrl: `${BASE}/newsletter/unsubscribe?token=${confirmed?.unsubscribeToken}`,
    });
  });

  it('refuses a malformed token (422) and an unknown or expired one (404), changing nothing', async () => {
    await subscribe('bob@example.com');
    const before = await rowOf('bob@example.com');
    for (const bad of ['', 'short', 'a b c d e f g h i j k l m', 42, null]) {
      const res = await confirm(bad);
      expect(res.statusCode, String(bad)).toBe(422);
      expect(res.json().errors.token, res.body).toEqual(['This link is not valid']);
    }
    const unknown = await confirm('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('This confirmation link is invalid or has expired.');

    const token = confirmTokenOf((await mailsToNewestFirst(t, 'bob@example.com'))[0]!.text);
    await t.db
      .update(subscribers)
      .set({ confirmationSentAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(subscribers.id, before!.id));
    expect((await confirm(token)).statusCode).toBe(404);
    const after = await rowOf('bob@example.com');
    expect(after && subscriberStatus(after)).toBe('pending');
  });

  it('still refuses a blocked e-mail and stores and mails nothing', async () => {
    const res = await subscribe('SPAM@example.com');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(['Email is blocked']);
    expect(await rowOf('spam@example.com')).toBeUndefined();
    expect(await mailsToNewestFirst(t, 'spam@example.com')).toHaveLength(0);
  });
});

describe('repeated sign-ups do not spam', () => {
  it('sends a pending address a new link (the old one dies), at most three an hour', async () => {
    await subscribe('carl@example.com');
    const first = confirmTokenOf((await mailsToNewestFirst(t, 'carl@example.com'))[0]!.text);
    await subscribe('carl@example.com');
    const second = confirmTokenOf((await mailsToNewestFirst(t, 'carl@example.com'))[0]!.text);
    expect(second).not.toBe(first);
    for (let i = 0; i < 4; i++) expect((await subscribe('carl@example.com')).statusCode).toBe(201);
    expect(await mailsToNewestFirst(t, 'carl@example.com')).toHaveLength(3);
    expect((await confirm(first)).statusCode).toBe(404);
    expect((await confirm(second)).statusCode).toBe(404);
    const third = confirmTokenOf((await mailsToNewestFirst(t, 'carl@example.com'))[0]!.text);
    expect((await confirm(third)).statusCode).toBe(200);
  });

  it('tells a confirmed address it is subscribed at most once a day, and it stays confirmed', async () => {
    const existing = await createSubscriber(t.db, { email: 'dora@example.com' });
    for (let i = 0; i < 3; i++) expect((await subscribe('DORA@example.com')).statusCode).toBe(201);
    const mails = await mailsToNewestFirst(t, 'dora@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('You are already subscribed to the Innkeep newsletter');
    expect(mails[0]?.text).toContain(`${BASE}/newsletter/unsubscribe?token=${existing.unsubscribeToken}`);
    const row = await rowOf('dora@example.com');
    expect(row && subscriberStatus(row)).toBe('confirmed');
    expect(row?.confirmedAt).toEqual(existing.confirmedAt);
  });
});

describe('unsubscribe', () => {
  it('unsubscribes from the page (JSON token), again harmlessly, and a new sign-up starts over', async () => {
    const sub = await createSubscriber(t.db, { email: 'eve@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: sub.unsubscribeToken },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('You are unsubscribed and will not receive the newsletter any more.');
    const row = await rowOf('eve@example.com');
    expect(row && subscriberStatus(row)).toBe('unsubscribed');
    expect(await newsletterRecipients(t.db, BASE)).not.toContainEqual(
      expect.objectContaining({ email: 'eve@example.com' }),
    );
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe',
      payload: { token: sub.unsubscribeToken },
    });
    expect(again.statusCode).toBe(200);
    expect((await rowOf('eve@example.com'))?.unsubscribedAt).toEqual(row?.unsubscribedAt);

    await subscribe('eve@example.com');
    const back = await rowOf('eve@example.com');
    expect(back && subscriberStatus(back)).toBe('pending');
    expect(await mailsToNewestFirst(t, 'eve@example.com')).toHaveLength(1);
  });

  it('unsubscribes with one click: a form-encoded POST to the List-Unsubscribe URL (RFC 8058)', async () => {
    await subscribe('finn@example.com');
    const [mail] = await mailsToNewestFirst(t, 'finn@example.com');
    const url = oneClickUrlOf(mail!.headers);
    expect(url.origin).toBe(BASE);
    const res = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf('finn@example.com');
    expect(row && subscriberStatus(row)).toBe('unsubscribed');
    // The confirmation link of the pending sign-up dies with it.
    expect(row?.confirmationTokenHash).toBeNull();
    expect((await confirm(confirmTokenOf(mail!.text))).statusCode).toBe(404);
  });

  it('leads a GET of the List-Unsubscribe URL to the page without unsubscribing', async () => {
    const sub = await createSubscriber(t.db, { email: 'gus@example.com' });
    const res = await t.app.inject({ url: `/api/newsletter/unsubscribe?token=${sub.unsubscribeToken}` });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/newsletter/unsubscribe?token=${sub.unsubscribeToken}`);
    const row = await rowOf('gus@example.com');
    expect(row && subscriberStatus(row)).toBe('confirmed');
  });

  it('refuses a missing or malformed token (422) and an unknown one (404), changing nothing', async () => {
    const unsubscribedCount = async () =>
      (await t.db.select().from(subscribers).where(isNotNull(subscribers.unsubscribedAt))).length;
    const before = await unsubscribedCount();
    const post = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, ...(payload && { payload }) });
    for (const res of [
      await post('/api/newsletter/unsubscribe'),
      await post('/api/newsletter/unsubscribe', {}),
      await post('/api/newsletter/unsubscribe?token=%3Cscript%3E'),
      await post('/api/newsletter/unsubscribe', { token: 'x'.repeat(500) }),
    ]) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.token, res.body).toEqual(['This link is not valid']);
    }
    const unknown = await post(`/api/newsletter/unsubscribe?token=${'f'.repeat(64)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('This unsubscribe link is invalid.');
    expect((await t.app.inject({ url: '/api/newsletter/unsubscribe?token=%0d%0aX:1' })).statusCode).toBe(422);
    expect(await unsubscribedCount()).toBe(before);
  });
});
