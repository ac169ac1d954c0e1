import {
  authMessages,
  EMAIL_CHANGE_TTL_HOURS,
  type SessionUser,
  type UpdateMeInput,
} from '@innkeep/contract/auth';
import { errorMessages } from '@innkeep/contract/errors';
import { type Db, refuseDuplicate, type Tx } from '../../db/client.ts';
import { AppError, FieldErrors } from '../../lib/errors.ts';
import { hashPassword, hashToken, newToken, toSessionUser, verifyPassword } from '../auth/auth.service.ts';
import { type EmailContent, enqueueMail, renderEmail } from '../mail/mail.service.ts';
import {
  confirmEmailChangeMail,
  emailAlreadyRegisteredMail,
  emailChangedMail,
  emailChangeRequestedMail,
} from './users.mails.ts';
import * as repo from './users.repository.ts';

export { adminEmails, userById } from './users.repository.ts';

/** What every admin reads alike; the greeting and the footnote are the admins'. */
type AdminNotice = Omit<EmailContent, 'to' | 'greeting' | 'footnote'>;

/** Queues the same notice to every admin, once an address. */
export async function mailAdmins(tx: Tx, notice: AdminNotice): Promise<void> {
  const footnote = 'You received this e-mail because you are an Innkeep admin.';
  for (const to of new Set(await repo.adminEmails(tx)))
    await enqueueMail(tx, renderEmail({ to, greeting: 'Hello,', ...notice, footnote }));
}

const signedOut = () => new AppError('UNAUTHENTICATED', errorMessages.signInRequired);

export async function getMe(db: Db, userId: number) {
  const user = await repo.userById(db, userId);
  if (!user) throw signedOut();
  return toSessionUser(user);
}

export interface UsersContext {
  db: Db;
  publicBaseUrl: string;
}

/**
 * Saves the names at once. A different e-mail needs the current password and is only requested: a link
 * goes to the new address (the change happens when it is followed) and a notice to the current one. A new
 * address that already has an account gets an e-mail saying so, and the caller the same answer as for a
 * free one, so this cannot be used to find out who has an account.
 */
export async function updateMe(
  ctx: UsersContext,
  userId: number,
  input: UpdateMeInput,
): Promise<{ user: SessionUser; pendingEmail: string | null }> {
  const user = await repo.userById(ctx.db, userId);
  if (!user) throw signedOut();
  const changesEmail = input.email.toLowerCase() !== user.email.toLowerCase();
  if (changesEmail) {
    if (!input.current_password) {
      throw FieldErrors.of('current_password', authMessages.currentPasswordRequired);
    }
    if (!(await verifyPassword(user.passwordHash, input.current_password))) {
      throw FieldErrors.of('current_password', authMessages.currentPasswordWrong);
    }
  }
  return ctx.db.transaction(async (tx) => {
    const row = await repo.updateNames(tx, userId, {
      firstName: input.first_name,
      lastName: input.last_name,
    });
    if (!row) throw signedOut();
    if (!changesEmail) return { user: toSessionUser(row), pendingEmail: null };
    if ((await repo.idOfEmail(tx, input.email)) === undefined) {
      const token = newToken();
      await repo.replaceEmailChange(tx, {
        userId,
        newEmail: input.email,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_HOURS * 3_600_000),
      });
      await enqueueMail(tx, confirmEmailChangeMail(row, input.email, ctx.publicBaseUrl, token));
    } else {
      await enqueueMail(tx, emailAlreadyRegisteredMail(input.email, ctx.publicBaseUrl));
    }
    await enqueueMail(tx, emailChangeRequestedMail(row, input.email, ctx.publicBaseUrl));
    return { user: toSessionUser(row), pendingEmail: input.email };
  });
}

/** Follows an e-mail change link: the account takes the new address and the former one is told; the link is spent. */
export async function confirmEmailChange(ctx: UsersContext, token: string): Promise<SessionUser> {
  const confirm = () =>
    ctx.db.transaction(async (tx) => {
      const change = await repo.consumeEmailChange(tx, hashToken(token));
      if (!change) throw FieldErrors.of('token', authMessages.emailChangeInvalid);
      const former = await repo.userById(tx, change.userId);
      const row = await repo.setEmail(tx, change.userId, change.newEmail);
      if (!former || !row) throw FieldErrors.of('token', authMessages.emailChangeInvalid);
      await enqueueMail(tx, emailChangedMail(former, row.email, ctx.publicBaseUrl));
      return toSessionUser(row);
    });
  // Someone signed up with the address after the link was sent: the unique index keeps it theirs.
  return refuseDuplicate(confirm, () => FieldErrors.of('token', authMessages.emailTaken));
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
