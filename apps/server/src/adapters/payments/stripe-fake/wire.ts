import { randomBytes } from 'node:crypto';
import type { StripeRefusal } from '../test-states.intents.ts';

/**
 * Stripe's request bodies are form-encoded with bracket notation (`metadata[k]=v`,
 * `capabilities[transfers][requested]=true`, `expand[0]=x`). This turns one back into the nested object the
 * SDK started from. Values stay strings, as on the wire; the server coerces the fields it reads.
 */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

export function parseStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const keys = keysOf(name);
    let node: FormObject = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) {
        node[key] = value;
        return;
      }
      const next = node[key];
      if (typeof next === 'object' && !Array.isArray(next)) node = next;
      else {
        const created: FormObject = {};
        node[key] = created;
        node = created;
      }
    });
  }
  return arraysOf(root) as FormObject;
}

/** `a[b][c]` → ['a', 'b', 'c']. */
function keysOf(name: string): string[] {
  const first = name.indexOf('[');
  if (first < 0) return [name];
  const rest = [...name.slice(first).matchAll(/\[([^\]]*)\]/g)].map((m) => m[1] ?? '');
  return [name.slice(0, first), ...rest];
}

/** Objects whose keys are 0..n-1 were arrays (`expand[0]`, `expand[1]`). */
function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([k, v]): [string, FormValue] => [k, arraysOf(v)]);
  const indexed = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return indexed ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

/** Stripe's error envelope, thrown by a handler and sent as `{ error }` with its HTTP status. */
export type Json = Record<string, unknown>;

export class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly error: Json,
  ) {
    super(String(error.message));
  }
}

export const invalid = (message: string, param?: string, code?: string) =>
  new StripeHttpError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });
export const missing = (what: string, id: string, param: string) =>
  new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    param,
    message: `No such ${what}: '${id}'`,
  });
/** Stripe's 404 for a path it does not serve. */
export const unrecognized = (method: string, path: string) =>
  new StripeHttpError(404, {
    type: 'invalid_request_error',
    message: `Unrecognized request URL (${method}: ${path}).`,
  });
/** A confirmation with no PaymentMethod to charge. */
export const noPaymentMethod = () =>
  invalid("You cannot confirm this PaymentIntent because it's missing a payment method.", 'payment_method');
/** A refusal the fakes decide together (adapters/payments/test-states.*.ts), on Stripe's wire. */
export const refusal = (r: StripeRefusal) => invalid(r.message, r.param, r.code);

export const idOf = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const str = (v: FormValue | undefined): string | undefined => (typeof v === 'string' ? v : undefined);
export const obj = (v: FormValue | undefined): FormObject | undefined =>
  v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
export function int(v: FormValue | undefined, param: string): number | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'string' || !/^\d+$/.test(v)) throw invalid(`Invalid integer: ${String(v)}`, param);
  return Number(v);
}
