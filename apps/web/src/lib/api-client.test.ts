import { withQuery } from '@innkeep/api-client/client';
import { describe, expect, it } from 'vitest';
import { json, stubFetch } from '../test-render.tsx';
import { sessionUser } from '../test-replies.ts';
import { ApiError, api } from './api-client.ts';
import { getSession, sessionExpired, setSession } from './session.ts';

const user = sessionUser();

const fetchMock = stubFetch();

function headersOf(call: number): Headers {
  return new Headers(fetchMock.mock.calls[call]?.[1]?.headers);
}

describe('api-client', () => {
  it('skips empty query values and sends booleans as 1 and 0', async () => {
    expect(
      withQuery('/api/search', {
        city: 'Lisbon',
        start: '',
        end: undefined,
        numberOfGuests: 2,
        kitchen: true,
      }),
    ).toBe('/api/search?city=Lisbon&numberOfGuests=2&kitchen=1');
  });

  it("fills the document's path parameters, encoded, and adds the query", async () => {
    fetchMock.mockImplementation(async () => json(200, { data: {} }));
    await api.GET('/api/bookings/reservation/{id}', { params: { path: { id: 'a/b c' } } });
    await api.GET('/api/search/category/{category}', {
      params: { path: { category: 'villa' }, query: { page: 2 } },
    });
    expect(fetchMock.mock.calls.map((call) => call[0])).toEqual([
      '/api/bookings/reservation/a%2Fb%20c',
      '/api/search/category/villa?page=2',
    ]);
  });

  it('sends the bearer header when a token is stored, and none otherwise', async () => {
    fetchMock.mockImplementation(async () => json(200, { data: [] }));
    await api.GET('/api/listings');
    expect(headersOf(0).get('authorization')).toBeNull();

    setSession('tok-123', user);
    await api.GET('/api/listings');
    expect(headersOf(1).get('authorization')).toBe('Bearer tok-123');
  });

  it('sends JSON bodies with a content type and FormData untouched', async () => {
    fetchMock.mockImplementation(async () => json(201, { message: 'ok' }));
    await api.POST('/api/subscribe', { body: { email: 'a@b.co' } });
    expect(headersOf(0).get('content-type')).toBe('application/json');
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"email":"a@b.co"}');

    const form = new FormData();
    form.append('draft', '1');
    await api.POST('/api/listings', { body: form });
    expect(headersOf(1).get('content-type')).toBeNull();
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe(form);
  });

  it('retries a 401 exactly once and resolves when the retry succeeds', async () => {
    setSession('tok-123', user);
    fetchMock
      .mockResolvedValueOnce(json(401, { error: 'Unauthenticated' }))
      .mockResolvedValueOnce(json(200, { data: 1 }));
    await expect(api.GET('/api/me')).resolves.toEqual({ data: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(getSession().token).toBe('tok-123');
  });

  it('after a second 401 rejects with ApiError and clears the stored session', async () => {
    setSession('tok-123', user);
    fetchMock.mockImplementation(async () =>
      json(401, { error: 'Unauthenticated', code: 'UNAUTHENTICATED' }),
    );
    const error = await api.GET('/api/me').catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(getSession()).toEqual({ token: null, user: null });
    // The sign-in page says the session expired (and that the form was kept); signing in again forgets it.
    expect(sessionExpired()).toBe(true);
    setSession('tok-456', user);
    expect(sessionExpired()).toBe(false);
  });

  it('does not retry a 401 when the caller opts out (sign-in with a wrong password)', async () => {
    fetchMock.mockImplementation(async () =>
      json(401, { error: 'These credentials do not match our records.' }),
    );
    await expect(
      api.POST('/api/login', { body: { email: 'a@b.co', password: 'x' }, retryUnauthorized: false }),
    ).rejects.toMatchObject({ status: 401, message: 'These credentials do not match our records.' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('rejects a 403 with the server body, without retrying', async () => {
    const body = { error: 'Only admins can do that', code: 'FORBIDDEN' };
    fetchMock.mockResolvedValue(json(403, body));
    const error = await api.GET('/api/admin/tags').catch((e: unknown) => e);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Only admins can do that', body });
  });

  it('maps a 422 { message, errors } to fieldErrors', async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        message: 'The given data was invalid.',
        errors: { email: ['Email is blocked'], phone: ['Bad', 'Worse'] },
      }),
    );
    const error = (await api
      .POST('/api/contact-us', { body: { email: '', message: '' } })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.code).toBeNull();
    expect(error.message).toBe('The given data was invalid.');
    expect(error.fieldErrors).toEqual({ email: ['Email is blocked'], phone: ['Bad', 'Worse'] });
    expect(error.fieldError('phone')).toBe('Bad');
  });

  it('maps other errors { error, code } and plain-text bodies', async () => {
    fetchMock.mockResolvedValueOnce(
      json(409, { error: 'These dates are no longer available', code: 'DATES_UNAVAILABLE' }),
    );
    await expect(api.POST('/api/subscribe', { body: { email: 'a@b.co' } })).rejects.toMatchObject({
      status: 409,
      code: 'DATES_UNAVAILABLE',
      message: 'These dates are no longer available',
      fieldErrors: {},
    });
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    await expect(api.GET('/api/search')).rejects.toMatchObject({
      status: 502,
      code: 'UPSTREAM_UNAVAILABLE',
      message: 'Bad gateway',
    });
  });

  it('never shows a proxy’s HTML error page as the message', async () => {
    const page = (status: number, title: string) =>
      new Response(
        `<html><head><title>${title}</title></head><body><center><h1>${title}</h1></center></body></html>`,
        {
          status,
          headers: { 'content-type': 'text/html' },
        },
      );
    fetchMock.mockResolvedValueOnce(page(413, '413 Request Entity Too Large'));
    await expect(api.GET('/api/search')).rejects.toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'That is too large to send. Choose fewer or smaller files and try again.',
    });
    fetchMock.mockResolvedValueOnce(page(504, '504 Gateway Time-out'));
    await expect(api.GET('/api/search')).rejects.toMatchObject({
      status: 504,
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again.',
    });
    fetchMock.mockResolvedValueOnce(page(404, '404 Not Found'));
    await expect(api.GET('/api/search')).rejects.toMatchObject({
      status: 404,
      message: 'Request failed (404)',
    });
  });

  it('turns a network failure into ApiError status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.GET('/api/search')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});
