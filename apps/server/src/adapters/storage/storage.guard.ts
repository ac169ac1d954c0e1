import type { FastifyBaseLogger } from 'fastify';
import { UnavailableError } from '../../lib/errors.ts';
import type { StoragePort } from './storage.port.ts';

export const STORAGE_UNAVAILABLE = 'The photos could not be stored. Please try again in a moment.';

/** A write the store refused or never took (down, bucket gone, disk full): 503, never "wrong file type". */
export class StorageUnavailableError extends UnavailableError {
  constructor(readonly operation: string) {
    super(STORAGE_UNAVAILABLE, 10);
    this.name = 'StorageUnavailableError';
  }
}

/** Failed storage operations by kind since the start (metrics). */
export type StorageFailures = Map<string, number>;

/**
 * The store as modules use it (docs/requirements/operations.md#R-O7): a failed put, delete or copy is logged (operation, key, the
 * store's error) and counted, and a failed put becomes a StorageUnavailableError that routes answer as 503.
 * Reads keep their own answers (null for a missing key); a read that throws is logged and counted too.
 */
export function guardedStorage(
  storage: StoragePort,
  log: FastifyBaseLogger,
): { storage: StoragePort; failures: StorageFailures } {
  const failures: StorageFailures = new Map();
  const failed = (operation: string, key: string, error: unknown) => {
    failures.set(operation, (failures.get(operation) ?? 0) + 1);
    const message = error instanceof Error ? error.message : String(error);
    log.error({ operation, key, error: message }, 'storage failed');
  };
  const guard =
    <A extends unknown[], R>(operation: string, run: (...args: A) => Promise<R>, toError?: () => Error) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(...args);
      } catch (error) {
        failed(operation, String(args[0]), error);
        throw toError ? toError() : error;
      }
    };
  return {
    failures,
    storage: {
      ...storage,
      put: guard('put', storage.put.bind(storage), () => new StorageUnavailableError('put')),
      get: guard('get', storage.get.bind(storage)),
      delete: guard('delete', storage.delete.bind(storage)),
      deletePrefix: guard('deletePrefix', storage.deletePrefix.bind(storage)),
    },
  };
}
