import { z } from 'zod';
import { dataOf, text } from './common.ts';
import { datesInOrder, StayListFilters } from './reservations.ts';

/**
 * Stays imported from a channel's calendar, shown beside the host's reservations and on the multi-calendar:
 * the channel, its summary and dates (a channel's feed carries no money and no guest), plus the guest's name and
 * a note the host adds here.
 */
export const channelStayMessages = {
  notFound: 'Channel stay not found',
  guestNameTooLong: 'Use at most 100 characters',
  noteTooLong: 'Use at most 1000 characters',
  saved: 'Channel stay saved',
} as const;

export const MAX_GUEST_NAME = 100;
export const MAX_STAY_NOTE = 1000;

/** The first date-holding reservation here whose nights overlap the imported stay: both sold the same nights. */
export const ChannelStayConflict = z.object({
  reservation_id: z.number(),
  guest_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
});

export const ChannelStay = z.object({
  id: z.number(),
  listing: z.object({ id: z.number(), external_listing_name: z.string() }),
  /** The imported calendar's name as the host gave it (Airbnb, Vrbo…). */
  channel_name: z.string(),
  summary: z.string().nullable(),
  start_date: z.string(),
  end_date: z.string(),
  guest_name: z.string().nullable(),
  note: z.string().nullable(),
  conflict: ChannelStayConflict.nullable(),
});
export type ChannelStay = z.infer<typeof ChannelStay>;

/** `GET /api/channel-stays`: the same filters as the reservations list (search, listing, dates, upcoming/past). */
export const ChannelStayQuery = StayListFilters.refine(...datesInOrder);
export type ChannelStayQuery = z.infer<typeof ChannelStayQuery>;

export const ChannelStaysReply = dataOf(z.array(ChannelStay));
export type ChannelStaysReply = z.infer<typeof ChannelStaysReply>;

/** An empty field clears what was stored. */
const optionalText = (max: number, message: string) =>
  text()
    .trim()
    .max(max, message)
    .transform((v) => (v === '' ? null : v));

/** `PUT /api/channel-stays/{id}`: the guest's name and the host's note; both may be empty. */
export const ChannelStayInput = z.object({
  guest_name: optionalText(MAX_GUEST_NAME, channelStayMessages.guestNameTooLong),
  note: optionalText(MAX_STAY_NOTE, channelStayMessages.noteTooLong),
});
export type ChannelStayInput = z.input<typeof ChannelStayInput>;
export type ChannelStayData = z.output<typeof ChannelStayInput>;

export const ChannelStayReply = z.object({ message: z.string(), data: ChannelStay });
export type ChannelStayReply = z.infer<typeof ChannelStayReply>;

/** Where an imported stay opens on the reservations page (the multi-calendar links to it). */
export const channelStayPath = (id: number) => `/reservations?channel_stay=${id}`;
