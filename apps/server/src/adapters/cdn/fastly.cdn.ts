import type { CdnPurgePort } from './cdn.port.ts';

/** Fastly takes at most 256 surrogate keys in one purge request. */
const KEYS_PER_REQUEST = 256;

/**
 * Fastly's purge by surrogate key (`POST /service/{id}/purge` with a `Surrogate-Key` header of space-separated
 * keys: https://www.fastly.com/documentation/reference/api/purging/). Soft purge: Fastly marks the pages stale
 * and may still serve one while it fetches the new one (stale-while-revalidate), never after.
 */
export function fastlyPurge(options: { apiUrl: string; serviceId: string; token: string }): CdnPurgePort {
  const url = new URL(`/service/${encodeURIComponent(options.serviceId)}/purge`, options.apiUrl);
  return {
    kind: 'fastly',
    async purge(tags) {
      for (let i = 0; i < tags.length; i += KEYS_PER_REQUEST) {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'fastly-key': options.token,
            'surrogate-key': tags.slice(i, i + KEYS_PER_REQUEST).join(' '),
            'fastly-soft-purge': '1',
            accept: 'application/json',
          },
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`Fastly purge answered ${response.status}`);
      }
    },
  };
}
