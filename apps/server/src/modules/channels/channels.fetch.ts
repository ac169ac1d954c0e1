import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { channelAnswered, privateAddress, unreachable } from '@innkeep/contract/channels';
import ipaddr from 'ipaddr.js';

/** Limits of one feed fetch: whole exchange, redirects followed, bytes read. */
export const FETCH_TIMEOUT_MS = 15_000;
export const MAX_REDIRECTS = 3;
export const MAX_FEED_BYTES = 2 * 1024 * 1024;

export interface FetchOptions {
  /** ICAL_ALLOW_PRIVATE_HOSTS: tests and local development fetch from loopback and private networks. */
  allowPrivate: boolean;
  /** Which resolved addresses may be connected to when `allowPrivate` is off; public ones by default. */
  isAllowedAddress?: (address: string) => boolean;
  etag?: string | null;
  lastModified?: string | null;
  timeoutMs?: number;
  maxBytes?: number;
}

export type FetchResult =
  | { notModified: true }
  | { notModified: false; body: string; etag: string | null; lastModified: string | null };

/** A fetch that failed in a way the host should read (shown as the feed's last error). */
export class FeedFetchError extends Error {}

/** True for an address a feed may be fetched from: public unicast only (no loopback, private, link-local…). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    // IPv4-compatible (::a.b.c.d, deprecated by RFC 4291; `[::7f00:1]` reaches 127.0.0.1 on some stacks): never.
    if (v6.parts.slice(0, 6).every((part) => part === 0)) return false;
    if (v6.isIPv4MappedAddress()) ip = v6.toIPv4Address();
  }
  return ip.range() === 'unicast';
}

function refuse(host: string): never {
  throw new FeedFetchError(privateAddress(host));
}

/**
 * dns.lookup that refuses the whole name when any address it resolves to is not allowed, so the socket can
 * only connect to an address that was checked (no second resolution to rebind).
 */
const checkedLookup =
  (allowed: (address: string) => boolean): LookupFunction =>
  (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      if (addresses.length === 0 || addresses.some((a) => !allowed(a.address))) {
        const refused = new FeedFetchError(privateAddress(hostname));
        return callback(refused, '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };

/**
 * GETs an iCal feed the safe way: http(s) only; every resolved address public unless `allowPrivate`
 * (checked in the socket's own DNS lookup, and for IP literals before connecting), on every redirect
 * (followed by hand, at most MAX_REDIRECTS); one deadline for the whole exchange; the body read as a
 * stream and abandoned past `maxBytes`. Sends the last validators, so an unchanged feed answers 304.
 */
export async function fetchFeed(url: string, options: FetchOptions): Promise<FetchResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? FETCH_TIMEOUT_MS);
  // The address being fetched when it failed (a redirect's, after one), named in the host's message.
  let host = url;
  try {
    let current = new URL(url);
    for (let hop = 0; ; hop++) {
      host = current.hostname.replace(/^\[|\]$/g, '');
      const response = await request(current, options, controller.signal);
      if (response.status >= 300 && response.status < 400 && response.status !== 304) {
        response.discard();
        if (!response.location)
          throw new FeedFetchError(`The channel answered ${response.status} with no address`);
        if (hop >= MAX_REDIRECTS) throw new FeedFetchError(`More than ${MAX_REDIRECTS} redirects`);
        current = new URL(response.location, current);
        continue;
      }
      if (response.status === 304) {
        response.discard();
        return { notModified: true };
      }
      if (response.status !== 200) {
        response.discard();
        throw new FeedFetchError(channelAnswered(response.status));
      }
      const body = await response.read(options.maxBytes ?? MAX_FEED_BYTES);
      return { notModified: false, body, etag: response.etag, lastModified: response.lastModified };
    }
  } catch (err) {
    if (controller.signal.aborted) throw new FeedFetchError('The channel did not answer in time');
    if (err instanceof FeedFetchError) throw err;
    const code = (err as NodeJS.ErrnoException).code;
    throw new FeedFetchError(unreachable(host, code));
  } finally {
    clearTimeout(timer);
  }
}

interface RawResponse {
  status: number;
  location: string | null;
  etag: string | null;
  lastModified: string | null;
  discard(): void;
  read(maxBytes: number): Promise<string>;
}

function request(url: URL, options: FetchOptions, signal: AbortSignal): Promise<RawResponse> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new FeedFetchError('Only http:// and https:// calendar addresses are fetched');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = options.isAllowedAddress ?? isPublicAddress;
  // A literal address never goes through DNS lookup: check it here.
  if (!options.allowPrivate && isIP(host) && !allowed(host)) refuse(host);
  const headers: Record<string, string> = {
    accept: 'text/calendar, */*;q=0.5',
    'user-agent': 'Innkeep calendar sync',
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      { headers, signal, ...(options.allowPrivate ? {} : { lookup: checkedLookup(allowed) }) },
      (res) => {
        const header = (name: string) => {
          const v = res.headers[name];
          return typeof v === 'string' ? v : null;
        };
        resolve({
          status: res.statusCode ?? 0,
          location: header('location'),
          etag: header('etag'),
          lastModified: header('last-modified'),
          discard: () => res.destroy(),
          read: (maxBytes) =>
            new Promise((done, fail) => {
              const declared = Number(res.headers['content-length']);
              if (declared > maxBytes) {
                res.destroy();
                return fail(new FeedFetchError(`The calendar is larger than ${maxBytes / 1024 / 1024} MB`));
              }
              const chunks: Buffer[] = [];
              let size = 0;
              res.on('data', (chunk: Buffer) => {
                size += chunk.length;
                if (size > maxBytes) {
                  res.destroy();
                  fail(new FeedFetchError(`The calendar is larger than ${maxBytes / 1024 / 1024} MB`));
                  return;
                }
                chunks.push(chunk);
              });
              res.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
              res.on('error', fail);
            }),
        });
      },
    );
    req.on('error', reject);
  });
}
