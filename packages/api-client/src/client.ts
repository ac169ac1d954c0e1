/**
 * A client typed by the generated `paths` (./schema.ts): `api.GET('/api/stays/{id}', { params: { path: { id } } })`
 * takes the path as the document spells it, its path and query parameters and its body by the operation's
 * types, and resolves with the operation's success body. The call shapes are openapi-fetch's; what sends the
 * request is the caller's (`send`), so the web keeps its own error type, 401 retry and in-process transport
 * for server rendering (decision 0090).
 */

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A query value as the API reads it: empty ones (undefined, null, '') are left out, booleans are 1 and 0. */
export type QueryValue = string | number | boolean | null | undefined;

type Defined<T> = Exclude<T, undefined>;
type OperationOf<Paths, P extends keyof Paths, M extends Method> = M extends keyof Paths[P]
  ? Defined<Paths[P][M]>
  : never;

/** The document's paths that answer a method. */
export type PathsWith<Paths, M extends Method> = {
  [P in keyof Paths]: [OperationOf<Paths, P, M>] extends [never] ? never : P;
}[keyof Paths];

type Content<R> = R extends { content: infer C }
  ? C extends { 'application/json': infer B }
    ? B
    : C[keyof C]
  : undefined;
type SuccessStatus = 200 | 201 | 202 | 204;

/** What an operation answers when it succeeds (its 2xx body; undefined for one without content). */
export type Reply<O> = O extends { responses: infer R } ? Content<R[Extract<keyof R, SuccessStatus>]> : never;

/** What a path answers a method with when it succeeds: `ReplyOf<paths, '/api/stays/{id}', 'get'>`. */
export type ReplyOf<Paths, P extends keyof Paths, M extends Method> = Reply<OperationOf<Paths, P, M>>;

type ParametersOf<O> = O extends { parameters: infer P } ? P : Record<string, never>;
type PathParams<O> = ParametersOf<O> extends { path: infer X } ? ([X] extends [never] ? never : X) : never;
type QueryParams<O> = ParametersOf<O> extends { query?: infer Q } ? ([Q] extends [never] ? never : Q) : never;
/** The JSON body an operation describes (never when it takes none). */
export type RequestBody<O> = O extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : never;
/** The JSON body a path takes for a method: `BodyFor<paths, '/api/bookings/inquiry', 'post'>`. */
export type BodyFor<Paths, P extends keyof Paths, M extends Method> = RequestBody<OperationOf<Paths, P, M>>;
/**
 * The body: the JSON the operation describes, or FormData, since the document does not describe multipart
 * bodies (photo uploads, the listing and blog forms, which the server also takes as multipart).
 */
type BodyOf<O> = O extends { requestBody: { content: { 'application/json': infer B } } }
  ? { body: B | FormData }
  : O extends { requestBody?: { content: { 'application/json': infer B } } }
    ? { body?: B | FormData }
    : { body?: FormData };

type ParamsInit<O> = [PathParams<O>] extends [never]
  ? [QueryParams<O>] extends [never]
    ? { params?: never }
    : { params?: { query?: QueryParams<O> } }
  : { params: { path: PathParams<O>; query?: QueryParams<O> } };

export type Init<O, Extra> = ParamsInit<O> & BodyOf<O> & Extra;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];
/** The init argument may be left out when nothing in it is required. */
type InitArgs<I> = [RequiredKeys<I>] extends [never] ? [init?: I] : [init: I];

/** What `send` gets: the URL with its parameters filled in, and the rest of the call's init. */
export type SendInit<Extra> = Extra & { body?: unknown };
export type Send<Extra> = (method: Uppercase<Method>, url: string, init: SendInit<Extra>) => Promise<unknown>;

type Call<Paths, M extends Method, Extra> = <P extends PathsWith<Paths, M>>(
  path: P,
  ...init: InitArgs<Init<OperationOf<Paths, P, M>, Extra>>
) => Promise<Reply<OperationOf<Paths, P, M>>>;

export interface Client<Paths, Extra> {
  GET: Call<Paths, 'get', Extra>;
  POST: Call<Paths, 'post', Extra>;
  PUT: Call<Paths, 'put', Extra>;
  PATCH: Call<Paths, 'patch', Extra>;
  DELETE: Call<Paths, 'delete', Extra>;
}

/** `/api/search` with `{ city: 'Lisbon', kitchen: true, start: '' }` → `/api/search?city=Lisbon&kitchen=1`. */
export function withQuery(url: string, query?: Record<string, QueryValue> | object): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, QueryValue][]) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

/** `/api/stays/{id}` with `{ id: 12 }` → `/api/stays/12`; each value is URL-encoded. */
export function fillPath(path: string, values?: Record<string, unknown>): string {
  return path.replace(/\{([^{}]+)\}/g, (_, name: string) => {
    const value = values?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

export function createClient<Paths, Extra extends object = object>(send: Send<Extra>): Client<Paths, Extra> {
  const call =
    (method: Uppercase<Method>) =>
    (
      path: string,
      init?: { params?: { path?: Record<string, unknown>; query?: object } } & SendInit<Extra>,
    ) => {
      const { params, ...rest } = init ?? ({} as SendInit<Extra> & { params?: undefined });
      return send(method, withQuery(fillPath(path, params?.path), params?.query), rest as SendInit<Extra>);
    };
  return {
    GET: call('GET'),
    POST: call('POST'),
    PUT: call('PUT'),
    PATCH: call('PATCH'),
    DELETE: call('DELETE'),
  } as unknown as Client<Paths, Extra>;
}
