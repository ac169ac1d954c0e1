import { ErrorBody, IdParams, OkBody, ValidationErrorBody } from '@innkeep/contract/common';
import { PricingRuleInput, PricingRuleReply, PricingRulesReply } from '@innkeep/contract/pricing-rules-wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireHost } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import * as rules from './pricing-rules.service.ts';

/**
 * A host's pricing rules (docs/requirements/host.md#R-H18, decision 0081). Another host's rule is a 404; team
 * members get 403 (not in the team table, decision 0102: rules change prices, like rates and listings).
 */
export const pricingRulesRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    const base = { tags: ['pricing-rules'] };
    const description =
      'Kinds: last_minute (arrival at most `days` days away), far_out (more than `days` days away), orphan_nights (a gap shorter than the minimum stay between two stays: stays of at least `minimum_nights` there), length_of_stay (stays of at least `nights` nights; the largest of it, the weekly and the monthly discount applies). `percent` is signed: -15 is 15% off; only far_out may be positive (a premium). Every price (search, stay page, Book now, the charge) follows the rules of its listing.';

    app.get(
      '/pricing-rules',
      {
        onRequest: requireHost,
        schema: { ...base, summary: 'My pricing rules', response: { 200: PricingRulesReply } },
      },
      async (request) => ({ data: await rules.listRules(db, currentUser(request).id) }),
    );

    app.post(
      '/pricing-rules',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'Add a pricing rule applied to listings I choose',
          description,
          body: PricingRuleInput,
          response: { 200: PricingRuleReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => ({
        message: 'Pricing rule added',
        data: await rules.createRule(db, currentUser(request).id, request.body),
      }),
    );

    app.put(
      '/pricing-rules/:id',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'Change one of my pricing rules',
          description: `${description} Stays already booked keep their price.`,
          params: IdParams,
          body: PricingRuleInput,
          response: { 200: PricingRuleReply, 404: ErrorBody, 422: ValidationErrorBody },
        },
      },
      async (request) => ({
        message: 'Pricing rule saved',
        data: await rules.updateRule(db, currentUser(request).id, request.params.id, request.body),
      }),
    );

    app.delete(
      '/pricing-rules/:id',
      {
        onRequest: requireHost,
        schema: {
          ...base,
          summary: 'Remove one of my pricing rules',
          params: IdParams,
          response: { 200: OkBody, 404: ErrorBody },
        },
      },
      async (request) => {
        await rules.deleteRule(db, currentUser(request).id, request.params.id);
        return { message: 'Pricing rule removed' };
      },
    );
  };
