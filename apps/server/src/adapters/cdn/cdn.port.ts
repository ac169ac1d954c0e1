/**
 * A shared cache in front of the public pages (decision record 0097). The server sends each page's tags in
 * Surrogate-Key / Cache-Tag and calls `purge` with the tags of every committed change, so the CDN drops exactly
 * the pages that read what changed.
 */
export interface CdnPurgePort {
  kind: string;
  /** Throws when the CDN did not take the purge: the same tags are sent again on the next round. */
  purge(tags: string[]): Promise<void>;
}
