import pg from 'pg';

/** Runs one statement on a connection of its own: `CREATE DATABASE` cannot run in a pool's transaction. */
export async function runStatement(url: string, statement: string, values: unknown[] = []) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(statement, values);
  } finally {
    await c.end();
  }
}

/** `pgAdminUrl` with its database changed to `dbName`. */
export const databaseUrl = (pgAdminUrl: string, dbName: string) =>
  Object.assign(new URL(pgAdminUrl), { pathname: `/${dbName}` }).toString();

/** Drops database `dbName` (closing its connections) and creates it empty, on the server `pgAdminUrl` names. */
export async function recreateDatabase(pgAdminUrl: string, dbName: string) {
  await runStatement(pgAdminUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  await runStatement(pgAdminUrl, `CREATE DATABASE "${dbName}"`);
}
