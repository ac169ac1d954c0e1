import { z } from 'zod';

export const NamedOption = z.object({ id: z.number(), name: z.string() });
export const NumberOption = z.object({ id: z.number(), number: z.number() });
export const TimeOption = z.object({ id: z.number(), time: z.string() });
export const Country = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  currencies: z.array(z.object({ code: z.string() })),
});
export type NamedOption = z.infer<typeof NamedOption>;
export type NumberOption = z.infer<typeof NumberOption>;
export type TimeOption = z.infer<typeof TimeOption>;
export type Country = z.infer<typeof Country>;

function range(from: number, to: number, step = 1): NumberOption[] {
  return Array.from({ length: (to - from) / step + 1 }, (_, i) => ({ id: i + 1, number: from + i * step }));
}

/** Numeric lists are ranges, not data: defined once here and served by `GET /api/list/*`. */
export const NUMBER_LISTS = {
  'person-capacities': range(1, 16),
  'number-of-bedrooms': range(0, 12),
  'number-of-beds': range(1, 20),
  // Half bathrooms count: 0, 0.5, 1, 1.5 … 10 (decision 0094).
  'number-of-bathrooms': range(0, 10, 0.5),
  'number-of-guest-bathrooms': range(0, 5),
} as const;
export type NumberListName = keyof typeof NUMBER_LISTS;

/** Every half hour of the day, `00:00` to `23:30`. */
export const TIMES: TimeOption[] = Array.from({ length: 48 }, (_, i) => ({
  id: i + 1,
  time: `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
}));

export const NAMED_LIST_NAMES = [
  'bed-types',
  'property-types',
  'room-types',
  'bathroom-types',
  'tags',
] as const;
export type NamedListName = (typeof NAMED_LIST_NAMES)[number];
