import { eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/mail.ts';
import { useTestApp } from '../../test/test-app.ts';
import { signedInHost } from '../listings/listings.test-helpers.ts';
import { enqueueMail } from './mail.service.ts';

/** Failed mail (docs/requirements/operations.md#R-O5): listed for the admin without its body, and sent again on request. */
const t = useTestApp();

describe('failed mail in the admin area', () => {
  it('lists a message given up on and queues it again; hosts and visitors are refused', async () => {
    await enqueueMail(t.db, {
      to: 'guest@example.com',
      subject: 'Your stay',
      html: '<p>body</p>',
      text: 'body',
    });
    const [row] = await t.db
      .update(mailOutbox)
      .set({ status: 'failed', attempts: 8, lastError: '421 relay busy' })
      .returning();
    const admin = await signedInHost(t.db, true);
    const host = await signedInHost(t.db);

    const list = await t.app.inject({ url: '/api/admin/mail/failed', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([
      expect.objectContaining({
        id: row!.id,
        to: 'guest@example.com',
        attempts: 8,
        last_error: '421 relay busy',
      }),
    ]);
    expect(list.body).not.toContain('body</p>');
    expect((await t.app.inject({ url: '/api/admin/mail/failed', headers: host.headers })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ url: '/api/admin/mail/failed' })).statusCode).toBe(401);

    const url = `/api/admin/mail/${row!.id}/resend`;
    expect((await t.app.inject({ method: 'POST', url, headers: admin.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url, headers: admin.headers })).statusCode).toBe(404);
    await t.app.deps.jobs.runAll();
    const [after] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id));
    expect(after).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
