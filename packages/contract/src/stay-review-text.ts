/**
 * A review's stars: the scale and the average (its month is written by formats.ts `formatMonth`). Apart from
 * stay-reviews.ts (the review's schemas, who may write one) so that a page showing reviews (a stay, a search
 * card) loads no schema and no reservation rules.
 */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** The average of the visible ratings, to one decimal; null without any. */
export function ratingAverage(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}
