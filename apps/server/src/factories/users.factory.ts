import { hash } from '@node-rs/argon2';
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema/users.ts';

let seq = 0;
const unique = () =>
  `${Date.now().toString(36)}${(++seq).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** argon2id, the parameters used everywhere a password is stored. */
export const hashPassword = (password: string) => hash(password, { algorithm: 2 });

export async function createUser(
  db: Tx,
  overrides: Partial<{
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    isAdmin: boolean;
  }> = {},
) {
  const password = overrides.password ?? 'password123';
  const [user] = await db
    .insert(users)
    .values({
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? 'User',
      email: (overrides.email ?? `user-${unique()}@example.com`).toLowerCase(),
      passwordHash: await hashPassword(password),
      isAdmin: overrides.isAdmin ?? false,
    })
    .returning();
  return { ...user!, password };
}
