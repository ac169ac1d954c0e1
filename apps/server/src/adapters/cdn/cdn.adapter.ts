import type { Env } from '../../env.ts';
import type { CdnPurgePort } from './cdn.port.ts';
import { fastlyPurge } from './fastly.cdn.ts';

/** The CDN purge adapter PAGE_PURGE names, or null (no CDN told). */
export function cdnPurgeAdapter(env: Env): CdnPurgePort | null {
  if (env.PAGE_PURGE !== 'fastly') return null;
  if (!env.FASTLY_SERVICE_ID || !env.FASTLY_API_TOKEN)
    throw new Error('PAGE_PURGE=fastly needs FASTLY_SERVICE_ID and FASTLY_API_TOKEN');
  return fastlyPurge({
    apiUrl: env.FASTLY_API_URL,
    serviceId: env.FASTLY_SERVICE_ID,
    token: env.FASTLY_API_TOKEN,
  });
}
