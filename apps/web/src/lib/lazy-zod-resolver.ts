import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { SOMETHING_WENT_WRONG } from './error-text.ts';
import { loadOnce } from './load-once.ts';

/** What a form says when its schema could not load (offline): as it says when a send fails. */
export const SCHEMA_UNAVAILABLE = SOMETHING_WENT_WRONG;

/**
 * A react-hook-form resolver for a zod schema that loads, with zod, when the form is first validated, or
 * earlier when `preload` is called (the guest focuses a field). A public page with a form (the stay page's
 * inquiry) then starts without evaluating zod and building the contract's schemas, which was one of the
 * longest steps of its start on a phone (decision record 0017). Create it once, outside the component.
 *
 * If the schema cannot load, validation fails with a `root` error (SCHEMA_UNAVAILABLE) and the next attempt
 * loads again.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<Schema>,
) {
  type Resolve = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  const preload = loadOnce(() =>
    Promise.all([load(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as Resolve,
    ),
  );
  const resolver: Resolve = async (values, context, options) => {
    let resolve: Resolve;
    try {
      resolve = await preload();
    } catch {
      const unavailable = {
        values: {},
        errors: { root: { type: 'unavailable', message: SCHEMA_UNAVAILABLE } },
      };
      return unavailable as Awaited<ReturnType<Resolve>>;
    }
    return resolve(values, context, options);
  };
  return { resolver, preload: () => void preload().catch(() => undefined) };
}
