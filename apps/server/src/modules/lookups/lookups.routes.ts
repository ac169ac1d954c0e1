import {
  Country,
  NamedOption,
  NUMBER_LISTS,
  NumberOption,
  TIMES,
  TimeOption,
} from '@innkeep/contract/lookups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import * as service from './lookups.service.ts';

const named = z.object({ data: z.array(NamedOption) });
const numbers = z.object({ data: z.array(NumberOption) });

/** `GET /api/list/*`: the option lists of the listing form and search. */
export const lookupsRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const schema = (summary: string, reply: z.ZodType) => ({
      tags: ['lookups'],
      summary,
      response: { 200: reply },
    });

    app.get(
      '/list/countries',
      { schema: schema('Countries with their currencies', z.object({ data: z.array(Country) })) },
      async () => ({
        data: await service.countries(deps.db),
      }),
    );
    app.get(
      '/list/times',
      { schema: schema('Every half hour of the day', z.object({ data: z.array(TimeOption) })) },
      async () => ({
        data: TIMES,
      }),
    );
    for (const name of ['bed-types', 'property-types', 'room-types', 'bathroom-types', 'tags'] as const) {
      app.get(`/list/${name}`, { schema: schema(`List of ${name.replace('-', ' ')}`, named) }, async () => ({
        data: await service.named(deps.db, name),
      }));
    }
    for (const name of Object.keys(NUMBER_LISTS) as (keyof typeof NUMBER_LISTS)[]) {
      app.get(
        `/list/${name}`,
        { schema: schema(`List of ${name.replaceAll('-', ' ')}`, numbers) },
        async () => ({
          data: NUMBER_LISTS[name],
        }),
      );
    }
  };
