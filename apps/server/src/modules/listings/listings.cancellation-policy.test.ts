import { cancellationPolicyMessages } from '@innkeep/contract/cancellation';
import { eq } from 'drizzle-orm';
import { listings } from '../../db/schema/listings.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { completeListing, useListingHost } from './listings.test-helpers.ts';

const t = useTestApp();
const host = useListingHost(t);

describe('the listing cancellation_policy', () => {
  it('defaults to moderate, takes strict, and shows on the stay page of a published listing', async () => {
    const res = await host.send({ ...completeListing(), cancellation_policy: '' }, { draft: true });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().data.id;
    expect((await host.read(id)).booking_settings.cancellation_policy).toBe('moderate');

    const values = { ...completeListing(), cancellation_policy: 'strict' };
    const update = await host.send(values, { draft: true, listingId: id });
    expect(update.statusCode, update.body).toBe(200);
    expect((await host.read(id)).booking_settings.cancellation_policy).toBe('strict');
    const published = await createListing(t.db, host.user.id, { cancellationPolicy: 'flexible' });
    const stay = await t.app.inject({ url: `/api/stays/${published.id}` });
    expect(stay.json().data.booking_settings.cancellation_policy).toBe('flexible');
  });

  it('refuses an unknown policy with a 422 on the field and changes nothing', async () => {
    const created = await host.send(
      { ...completeListing(), cancellation_policy: 'flexible' },
      { draft: true },
    );
    const id: number = created.json().data.id;
    const values = { ...completeListing(), cancellation_policy: 'lenient' };
    const res = await host.send(values, { draft: true, listingId: id });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.cancellation_policy).toEqual([cancellationPolicyMessages.invalid]);
    const [row] = await t.db.select().from(listings).where(eq(listings.id, id));
    expect(row?.cancellationPolicy).toBe('flexible');
  });

  it('is refused by the database outside the three', async () => {
    const created = await host.send(completeListing(), { draft: true });
    const id: number = created.json().data.id;
    await expect(
      t.db.update(listings).set({ cancellationPolicy: 'lenient' }).where(eq(listings.id, id)),
    ).rejects.toThrow();
  });
});
