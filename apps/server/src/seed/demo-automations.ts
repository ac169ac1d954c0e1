import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { listings } from '../db/schema/listings.ts';
import { automations, messageTemplates } from '../db/schema/message-templates.ts';

/** Maria's templates and the three automations that send them (docs/requirements/host.md#R-H9, decisions 0042 and 0043). */
const READY: { name: string; body: string; trigger: string; offsetHours: number }[] = [
  {
    name: 'Booking confirmation',
    body: [
      'Hi {guest_first_name}, thank you for booking {listing_name}!',
      'You arrive on {check_in_date} from {check_in_time} and leave on {check_out_date} by {check_out_time}.',
      'Everything about your stay is on your trip page: {trip_url}',
      'Write to me here with any question. See you soon!',
    ].join('\n\n'),
    trigger: 'booking_confirmed',
    offsetHours: 0,
  },
  {
    name: 'Arrival details',
    body: [
      'Hi {guest_first_name}, your stay at {listing_name} is two days away.',
      'Address: {address}',
      'Check-in from {check_in_time}. Keys: {key_pickup}',
      'Door code: {door_code}',
      'Wi-Fi: {wifi_name} / {wifi_password}',
      'House manual: {house_manual}',
      'Safe travels!',
    ].join('\n\n'),
    trigger: 'before_check_in',
    offsetHours: 48,
  },
  {
    name: 'Review request',
    body: [
      'Hi {guest_first_name}, thank you for staying at {listing_name}. I hope you had a lovely time.',
      'If you have a minute, a review helps future guests: {trip_url}#review',
    ].join('\n\n'),
    trigger: 'after_check_out',
    offsetHours: 2,
  },
];

/**
 * The demo host's ready automations, for her demo listings only (listings made later, as the browser tests
 * do, get none). They send for moments from `now` on, so seeding sends nothing about past stays.
 */
export async function seedDemoAutomations(tx: Tx, hostId: number, now: Date): Promise<number> {
  const own = await tx
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.hostId, hostId), isNull(listings.deletedAt), eq(listings.draft, false)))
    .orderBy(asc(listings.id));
  const listingIds = own.map((l) => l.id);
  for (const ready of READY) {
    const [template] = await tx
      .insert(messageTemplates)
      .values({ hostId, name: ready.name, body: ready.body, createdAt: now, updatedAt: now })
      .returning({ id: messageTemplates.id });
    if (!template) continue;
    await tx.insert(automations).values({
      hostId,
      templateId: template.id,
      trigger: ready.trigger,
      offsetHours: ready.offsetHours,
      listingIds,
      enabled: true,
      activeFrom: now,
      createdAt: now,
      updatedAt: now,
    });
  }
  return READY.length;
}
