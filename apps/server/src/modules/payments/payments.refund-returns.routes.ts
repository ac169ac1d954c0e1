import { ErrorBody } from '@innkeep/contract/common';
import {
  RefundReturnReply,
  RefundReturnsReply,
  ResolveRefundReturnInput,
} from '@innkeep/contract/refund-returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { refundReturns, resolveRefundReturn } from './payments.refund-returns.ts';

/** The admins' queue of refunds the guest's bank returned (the /api/admin hook in app.ts lets only admins in). */
export const paymentsRefundReturnsRoutes =
  ({ db }: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['admin'];
    app.get(
      '/admin/refund-returns',
      {
        schema: {
          tags,
          summary: 'Refunds the guest’s bank returned: money to return to the guest another way',
          description: 'Open ones first, oldest first; then the latest resolved.',
          response: { 200: RefundReturnsReply },
        },
      },
      async () => ({ data: await refundReturns(db) }),
    );
    app.post(
      '/admin/refund-returns/:id/resolve',
      {
        schema: {
          tags,
          summary: 'Marks a returned refund resolved: the money reached the guest another way',
          params: z.object({ id: z.coerce.number().int().positive() }),
          body: ResolveRefundReturnInput,
          response: { 200: RefundReturnReply, 404: ErrorBody, 409: ErrorBody },
        },
      },
      async (req) => ({
        data: await resolveRefundReturn(db, req.params.id, currentUser(req).id, req.body.note),
      }),
    );
  };
