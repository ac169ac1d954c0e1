import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver, SCHEMA_UNAVAILABLE } from './lazy-zod-resolver.ts';

const Schema = z.object({ name: z.string().trim().min(1, 'Name is required') });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('loads the schema at the first validation, once, and validates with it', async () => {
    let loads = 0;
    const { resolver } = lazyZodResolver(async () => {
      loads += 1;
      return Schema;
    });
    expect(loads).toBe(0);
    expect(await resolver({ name: ' Ann ' }, undefined, options)).toEqual({
      values: { name: 'Ann' },
      errors: {},
    });
    const refused = await resolver({ name: ' ' }, undefined, options);
    expect(refused.errors.name?.message).toBe('Name is required');
    expect(loads).toBe(1);
  });

  it('starts loading on preload, before any validation', async () => {
    let loads = 0;
    const { preload } = lazyZodResolver(async () => {
      loads += 1;
      return Schema;
    });
    preload();
    preload();
    expect(loads).toBe(1);
  });

  it('refuses with a form-level error when the schema cannot load, and loads again on the next attempt', async () => {
    let fail = true;
    const { resolver } = lazyZodResolver(async () => {
      if (fail) throw new TypeError('Failed to fetch dynamically imported module');
      return Schema;
    });
    const failed = await resolver({ name: 'Ann' }, undefined, options);
    expect(failed.values).toEqual({});
    expect(failed.errors.root?.message).toBe(SCHEMA_UNAVAILABLE);

    fail = false;
    expect(await resolver({ name: 'Ann' }, undefined, options)).toEqual({
      values: { name: 'Ann' },
      errors: {},
    });
  });
});
