import type { StoragePort } from '../adapters/storage/storage.port.ts';
import type { Db } from '../db/client.ts';
import type { Env } from '../env.ts';

/** What modules are built with: configuration, the database and the chosen adapters. */
export interface AppDeps {
  env: Env;
  db: Db;
  storage: StoragePort;
}
