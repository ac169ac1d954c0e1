import { z } from 'zod';
import { PER_NIGHT_KINDS } from './per-night.ts';

/** What a night costs on a card or a stay's calculation (per-night.ts has the rule). */
export const PerNightWire = z.object({
  kind: z.enum(PER_NIGHT_KINDS),
  amount: z.number(),
  lowest: z.number(),
  highest: z.number(),
});
