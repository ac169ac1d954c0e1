import type { operations } from './schema.ts';

/**
 * A cached query's key: the operation's id (the document's operationId), then what it was asked with. One
 * operation asked with the same parameters is one cache entry, whichever page asks, and the server's render
 * preloads data under the same key (apps/server imports this file; decision 0091). Invalidate a whole operation
 * with `[operationId]`.
 */
export function operationKey<const Op extends keyof operations, const Params extends readonly unknown[]>(
  operationId: Op,
  ...params: Params
): readonly [Op, ...Params] {
  return [operationId, ...params];
}
