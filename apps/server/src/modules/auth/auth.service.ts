import {
  authMessages,
  type ForgotPasswordInput,
  type LoginInput,
  RESET_TOKEN_TTL_MINUTES,
  type RegisterInput,
  type ResetPasswordInput,
  type ResetTokenCheckInput,
  type SessionUser,
} from '@innkeep/contract/auth';
import { errorMessages } from '@innkeep/contract/errors';
import { fullName } from '@innkeep/contract/names';
import { type Db, refuseDuplicate, type Tx } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { AppError, FieldErrors } from '../../lib/errors.ts';
import type { Job } from '../../lib/jobs.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { passwordChangedMail, passwordResetMail, welcomeMail } from './auth.mails.ts';
import { hashPassword, hashToken, newToken, verifyPassword } from './auth.passwords.ts';
import * as repo from './auth.repository.ts';
import * as throttle from './auth.throttle.ts';

// Other modules that create accounts (users' create-admin) or check and issue account links (users' e-mail
// change) hash passwords and make, hash and check tokens the same way.
export { hashPassword, hashToken, newToken, verifyPassword } from './auth.passwords.ts';

/** Sessions last 30 days from their last use (sliding): an active user stays signed in. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface AuthContext {
  db: Db;
  publicBaseUrl: string;
  /** Wrong passwords per account before sign-in slows down and password changes stop. */
  throttle: throttle.SignInThrottle;
}

export const toSessionUser = (u: {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  isAdmin: boolean;
}): SessionUser => ({
  id: u.id,
  first_name: u.firstName,
  last_name: u.lastName,
  email: u.email,
  is_admin: u.isAdmin,
});

/** Resolves the session of a bearer token, if it is live. Sessions live in the database, so any instance can. */
export async function sessionUser(db: Db, token: string): Promise<AuthUser | null> {
  const row = await repo.findLiveSession(db, hashToken(token));
  if (!row) return null;
  const { lastUsedAt, ...user } = row;
  // Touch (and slide the expiry) at most once a minute: a read should not write on every request.
  if (Date.now() - lastUsedAt.getTime() > 60_000) {
    await repo.touchSession(db, row.sessionId, new Date(Date.now() + SESSION_TTL_MS));
  }
  return user;
}

/** Hourly: deletes sessions and reset tokens that can never be used again. */
export function credentialsPruneJob(db: Db): Job {
  return {
    name: 'credentials-prune',
    everyMs: 60 * 60_000,
    exclusive: true,
    run: () => repo.pruneDeadCredentials(db),
  };
}

/** Starts a session: a random token goes to the client, only its hash is stored. */
export async function issueSession(db: Tx, userId: number, userAgent: string | null): Promise<string> {
  const token = newToken();
  await repo.insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    userAgent: userAgent?.slice(0, 500) ?? null,
  });
  return token;
}

const emailTaken = () => FieldErrors.of('email', authMessages.emailTaken);

/** Creates a host account and signs it in. */
export async function register(ctx: AuthContext, input: RegisterInput, userAgent: string | null) {
  if (await repo.findUserByEmail(ctx.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const signUp = () =>
    ctx.db.transaction(async (tx) => {
      const user = await repo.insertUser(tx, {
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        passwordHash,
      });
      const token = await issueSession(tx, user.id, userAgent);
      const inviter = await repo.inviterOf(tx, user.email);
      const inviterName = inviter && fullName(inviter.firstName, inviter.lastName);
      await enqueueMail(tx, welcomeMail(user, ctx.publicBaseUrl, inviterName));
      return { token, user: toSessionUser(user) };
    });
  // Two sign-ups with one e-mail at once: the unique index decides, the loser gets the same 422.
  return refuseDuplicate(signUp, emailTaken);
}

/**
 * One answer for an unknown e-mail and a wrong password, so sign-in does not reveal accounts. Wrong
 * passwords slow down later tries from new addresses, never from `ip` once the owner signed in from it.
 */
export async function login(ctx: AuthContext, input: LoginInput, userAgent: string | null, ip: string) {
  const user = await repo.findUserByEmail(ctx.db, input.email);
  const counted = await throttle.countTry(ctx.db, ctx.throttle, { email: input.email, userId: user?.id, ip });
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await throttle.recordFailure(ctx.db, input.email, counted);
    throw new AppError('UNAUTHENTICATED', authMessages.invalidCredentials);
  }
  await throttle.recordOwner(ctx.db, user, ip);
  const token = await ctx.db.transaction(async (tx) => {
    // The password checked above must still be the account's: a reset or change that committed since (they
    // update this row) wins; one that commits after waits for this lock and then ends the new session too.
    if (!(await repo.lockUserWithPassword(tx, user.id, user.passwordHash)))
      throw new AppError('UNAUTHENTICATED', authMessages.invalidCredentials);
    return issueSession(tx, user.id, userAgent);
  });
  return { token, user: toSessionUser(user) };
}

export async function logout(db: Db, sessionId: number): Promise<void> {
  await repo.revokeSession(db, sessionId);
}

/** Ends every session of the user (this device included). */
export async function logoutEverywhere(db: Db, userId: number): Promise<number> {
  return repo.revokeUserSessions(db, userId);
}

/** Sends a reset link when the account exists; the caller answers the same either way. */
export async function forgotPassword(ctx: AuthContext, input: ForgotPasswordInput): Promise<void> {
  const user = await repo.findUserByEmail(ctx.db, input.email);
  if (!user) return;
  const token = newToken();
  await ctx.db.transaction(async (tx) => {
    await repo.replaceResetToken(
      tx,
      user.id,
      hashToken(token),
      new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
    );
    await enqueueMail(tx, passwordResetMail(user, ctx.publicBaseUrl, token));
  });
}

/** The reset page's first question: a spent, expired or foreign link is a 422 on `token`, as on reset. */
export async function checkResetToken(db: Db, input: ResetTokenCheckInput): Promise<void> {
  if (!(await repo.isLiveResetToken(db, hashToken(input.token), input.email)))
    throw FieldErrors.of('token', authMessages.resetTokenInvalid);
}

/**
 * Sets a new password with a live reset token; the token is spent, every session is ended and the account's
 * address is told. The link proves the owner, so it also ends any sign-in slowdown and makes `ip` a known
 * address of the account.
 */
export async function resetPassword(ctx: AuthContext, input: ResetPasswordInput, ip: string): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const userId = await repo.consumeResetToken(tx, hashToken(input.token), input.email);
    if (userId === undefined) throw FieldErrors.of('token', authMessages.resetTokenInvalid);
    await repo.setPasswordHash(tx, userId, passwordHash);
    await repo.revokeUserSessions(tx, userId);
    await throttle.recordOwner(tx, { id: userId, email: input.email }, ip);
    const user = await repo.findUserById(tx, userId);
    if (user) await enqueueMail(tx, passwordChangedMail(user, ctx.publicBaseUrl, 'reset'));
  });
}

/**
 * Changes the password of a signed-in user: needs the current one, and a run of wrong ones stops it for
 * a while (a stolen session cannot guess on); other devices are signed out.
 */
export async function changePassword(
  ctx: AuthContext,
  userId: number,
  keepSessionId: number,
  input: { current_password: string; password: string },
): Promise<void> {
  const user = await repo.findUserById(ctx.db, userId);
  if (!user) throw new AppError('UNAUTHENTICATED', errorMessages.signInRequired);
  await throttle.countPasswordChangeTry(ctx.db, ctx.throttle, userId);
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw FieldErrors.of('current_password', authMessages.currentPasswordWrong);
  }
  await throttle.recordPasswordChangeOwner(ctx.db, userId);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, userId, passwordHash);
    await repo.revokeUserSessions(tx, userId, keepSessionId);
    await enqueueMail(tx, passwordChangedMail(user, ctx.publicBaseUrl));
  });
}
