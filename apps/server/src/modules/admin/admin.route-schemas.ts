import { AdminListQuery, AdminMessageReply } from '@innkeep/contract/admin';
import { ErrorBody, IdParams, ValidationErrorBody } from '@innkeep/contract/common';
import { formToBody } from './admin.form.ts';

/** What every `/api/admin/*` route says of itself in the OpenAPI document. */
export const adminBase = { tags: ['admin'] };

/** A paged list (`?page`, `?q`) answered with `reply`. */
export const listRoute = <T>(summary: string, reply: T) => ({
  schema: {
    ...adminBase,
    summary,
    querystring: AdminListQuery,
    response: { 200: reply, 422: ValidationErrorBody },
  },
});

/** A row made from a form sent as multipart or JSON: 201 with `reply`. */
export const creationRoute = <B, R>(summary: string, body: B, reply: R) => ({
  preValidation: formToBody,
  schema: {
    ...adminBase,
    summary,
    body,
    response: { 201: reply, 422: ValidationErrorBody },
  },
});

/** A row deleted by id, answered with a message. */
export const removalRoute = (summary: string) => ({
  schema: {
    ...adminBase,
    summary,
    params: IdParams,
    response: { 200: AdminMessageReply, 404: ErrorBody, 422: ValidationErrorBody },
  },
});
