import { z } from 'zod';

/** OpenStreetMap: the server's default tile source, and the browser's until the server names another. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** `GET /api/config`: public settings the browser needs at run time, so one build serves every deployment. */
export const PublicConfig = z.object({
  map_tile_url: z.string(),
  /**
   * The card payment provider: the browser loads Stripe.js only for `stripe` (with its publishable key);
   * `simulator` is the offline TEST MODE card field.
   */
  payments: z.object({
    provider: z.enum(['stripe', 'simulator']),
    test_mode: z.boolean(),
    publishable_key: z.string().nullable(),
    /** Card payment is on: false in production with neither Stripe nor PAYMENTS_SIMULATOR=on (inquiries only). */
    enabled: z.boolean(),
    /** How long an approved request or a staff booking holds the dates for the guest to pay (HOLD_HOURS). */
    hold_hours: z.number().int().positive(),
  }),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
