import { authMessages, type UpdateMeInput } from '@innkeep/contract/auth';
import { type Db, SQLSTATE, sqlState } from '../../db/client.ts';
import { AppError, FieldErrors } from '../../lib/errors.ts';
import { toSessionUser } from '../auth/auth.service.ts';
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
