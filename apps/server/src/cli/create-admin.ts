/**
 * Makes or promotes an admin:  npm run create-admin -- <email> [--password <pw>] [--first-name <n>] [--last-name <n>]
 *
 * An existing account is promoted. A new one gets `--password`, or a generated password printed once.
 * Asks nothing, so it works in scripts. Uses the same database as the server (DATABASE_URL, or the
 * embedded one under DATA_DIR; stop a server using the embedded database first: it allows one process).
 */
import { parseArgs } from 'node:util';
import { NewPassword } from '@innkeep/contract/auth';
import { Email } from '@innkeep/contract/common';
import { openDatabase } from '../db/client.ts';
import { databaseFailure } from '../db/db-faults.ts';
import { applyReferenceData } from '../db/reference-data.ts';
import { parseEnv } from '../env.ts';
import { makeAdmin } from '../modules/users/users.service.ts';

const usage =
  'Usage: npm run create-admin -- <email> [--password <password>] [--first-name <name>] [--last-name <name>]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    password: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help || positionals.length !== 1) fail(usage);

const email = Email.safeParse(positionals[0]);
if (!email.success) fail(`${positionals[0]}: ${email.error.issues[0]?.message}`);
if (values.password !== undefined) {
  const password = NewPassword.safeParse(values.password);
  if (!password.success) fail(password.error.issues[0]?.message ?? 'Invalid password');
}

const env = parseEnv();
// Unreachable, missing or refusing: one line saying so, not a stack trace.
const cannotOpen = (error: unknown) => fail(`The database could not be opened: ${databaseFailure(error)}`);
const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, poolSize: 2, timeouts: env.databaseTimeouts }
    : { kind: 'pglite', dataDir: `${env.dataDir}/pglite` },
).catch(cannotOpen);
try {
  await database.migrate().catch(cannotOpen);
  await applyReferenceData(database.db);
  const result = await makeAdmin(database.db, {
    email: email.data,
    password: values.password,
    firstName: values['first-name'],
    lastName: values['last-name'],
  });
  if (!result.created) {
    console.log(`${result.user.email} is now an admin (existing account; password unchanged).`);
  } else if (result.generatedPassword) {
    console.log(`Created admin ${result.user.email} with password: ${result.generatedPassword}`);
    console.log('Keep it safe: it is not shown again. Change it on the account page after signing in.');
  } else {
    console.log(`Created admin ${result.user.email} with the given password.`);
  }
} finally {
  await database.close();
}
