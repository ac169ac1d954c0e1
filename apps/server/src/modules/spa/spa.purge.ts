import type { CdnPurgePort } from '../../adapters/cdn/cdn.port.ts';
import type { Db } from '../../db/client.ts';
import { changedSince, pageState } from './spa.cache.ts';

/**
 * The purge hook (decision record 0097): every `intervalMs`, the tags of the changes committed since the last
 * round go to `port`. It asks by snapshot, like the page cache, so a change is in exactly one round whatever
 * order transactions commit in; a round the CDN refused is asked again from the same snapshot, so nothing is
 * lost. Each instance runs it (a purge twice costs a request, never a wrong page).
 */
export function startPagePurge(
  db: Db,
  port: CdnPurgePort,
  intervalMs: number,
  onError: (e: unknown) => void,
) {
  let snapshot: string | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  async function round() {
    if (snapshot === null) {
      snapshot = (await pageState(db)).snapshot;
      return;
    }
    const found = await changedSince(db, snapshot);
    if (found.tags.length > 0) await port.purge(found.tags.sort());
    snapshot = found.snapshot;
  }
  const tick = () => {
    running = round()
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();
  return {
    /** Runs a round now (tests). */
    async flush() {
      await running;
      await round();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
