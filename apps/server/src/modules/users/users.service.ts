import { authMessages, type SessionUser, type UpdateMeInput } from '@innkeep/contract/auth';
import { type Db, SQLSTATE, sqlState } from '../../db/client.ts';
import { AppError, FieldErrors } from '../../lib/errors.ts';
import { hashPassword, newToken, toSessionUser } from '../auth/auth.service.ts';
import * as repo from './users.repository.ts';

const signedOut = () => new AppError('UNAUTHENTICATED', 'Please sign in to continue.');

export async function getMe(db: Db, userId: number) {
  const user = await repo.findById(db, userId);
  if (!user) throw signedOut();
  return toSessionUser(user);
}

/** Saves names and e-mail; an e-mail used by another account is refused with the sign-up message. */
export async function updateMe(db: Db, userId: number, input: UpdateMeInput) {
  const ownerId = await repo.idOfEmail(db, input.email);
  if (ownerId !== undefined && ownerId !== userId) throw FieldErrors.of('email', authMessages.emailTaken);
  try {
    const row = await repo.updateProfile(db, userId, {
      firstName: input.first_name,
      lastName: input.last_name,
      email: input.email,
    });
    if (!row) throw signedOut();
    return toSessionUser(row);
  } catch (err) {
    if (sqlState(err) === SQLSTATE.uniqueViolation) throw FieldErrors.of('email', authMessages.emailTaken);
    throw err;
  }
}

/**
 * Makes `email` an admin (the create-admin command): promotes an existing account, or creates one with
 * the given password or a generated one, which is returned so it can be shown once.
 */
export async function makeAdmin(
  db: Db,
  input: { email: string; password?: string; firstName?: string; lastName?: string },
): Promise<{ user: SessionUser; created: boolean; generatedPassword?: string }> {
  const existingId = await repo.idOfEmail(db, input.email);
  if (existingId !== undefined) {
    const row = await repo.setAdmin(db, existingId);
    return { user: toSessionUser(row!), created: false };
  }
  const generatedPassword = input.password ? undefined : newToken().slice(0, 20);
  const row = await repo.insertAdmin(db, {
    firstName: input.firstName ?? 'Admin',
    lastName: input.lastName ?? 'User',
    email: input.email,
    passwordHash: await hashPassword(input.password ?? generatedPassword!),
  });
  return { user: toSessionUser(row), created: true, generatedPassword };
}
