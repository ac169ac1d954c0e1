import { z } from 'zod';
import { Email, requiredText } from './common.ts';

/** Stable texts: the web shows them as they come, tests compare them exactly. */
export const authMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordRequired: 'Password is required',
  passwordMin: 'The password must be at least 8 characters.',
  passwordMax: 'The password may not be longer than 200 characters.',
  passwordConfirmationMismatch: 'The password confirmation does not match.',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'The current password is incorrect.',
  emailTaken: 'The email has already been taken.',
  invalidCredentials: 'These credentials do not match our records.',
  resetLinkSent: 'If an account exists for that e-mail, we have sent a link to reset the password.',
  resetTokenInvalid: 'This password reset link is invalid or has expired.',
  resetTokenLive: 'This password reset link is valid.',
  passwordReset: 'Your password has been reset. You can now sign in.',
  passwordChanged: 'Your password has been changed.',
  profileSaved: 'Your details have been saved.',
  emailChangeSent: (email: string) =>
    `Your details have been saved. We sent a link to ${email}: your e-mail address changes when you follow it.`,
  emailChangeInvalid: 'This confirmation link is invalid or has expired.',
  emailChanged: 'Your e-mail address has been changed.',
  signedOut: 'You have been signed out.',
  signedOutEverywhere: 'You have been signed out of all devices.',
  /** Says the wait as the Retry-After header does: seconds under a minute, whole minutes (rounded up) above. */
  tooManyAttempts: (seconds: number) => {
    const [count, unit] =
      seconds < 60 ? [Math.max(1, Math.ceil(seconds)), 'second'] : [Math.ceil(seconds / 60), 'minute'];
    return `Too many attempts. Please wait ${count} ${unit}${count === 1 ? '' : 's'} and try again.`;
  },
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const RESET_TOKEN_TTL_MINUTES = 60;
export const EMAIL_CHANGE_TTL_HOURS = 24;

const Name = (required: string) =>
  requiredText(required, { max: 100, tooLong: 'Use at most 100 characters' });

/** A new password: at least 8 characters (spaces count; nothing is trimmed from a password). */
export const NewPassword = z
  .string({ error: authMessages.passwordRequired })
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordMin)
  .max(200, authMessages.passwordMax);

/** The reset and change forms: the new password typed twice; `passwordsMatch` refuses a differing confirmation. */
const NewPasswordTwice = {
  password: NewPassword,
  password_confirmation: z.string({ error: authMessages.passwordConfirmationMismatch }),
};
const passwordsMatch: [
  (v: { password: string; password_confirmation: string }) => boolean,
  { message: string; path: PropertyKey[] },
] = [
  (v) => v.password === v.password_confirmation,
  { message: authMessages.passwordConfirmationMismatch, path: ['password_confirmation'] },
];

export const RegisterInput = z.object({
  first_name: Name(authMessages.firstNameRequired),
  last_name: Name(authMessages.lastNameRequired),
  email: Email,
  password: NewPassword,
});
export type RegisterInput = z.infer<typeof RegisterInput>;

export const LoginInput = z.object({
  email: Email,
  password: z
    .string({ error: authMessages.passwordRequired })
    .min(1, authMessages.passwordRequired)
    .max(200, authMessages.passwordMax),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const ForgotPasswordInput = z.object({ email: Email });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInput>;

const ResetToken = z
  .string({ error: authMessages.resetTokenInvalid })
  .min(1, authMessages.resetTokenInvalid)
  .max(200);

/** `POST /api/reset-password/check`: is this link still good? Answers without spending the token. */
export const ResetTokenCheckInput = z.object({ email: Email, token: ResetToken });
export type ResetTokenCheckInput = z.infer<typeof ResetTokenCheckInput>;

export const ResetPasswordInput = z
  .object({
    email: Email,
    token: ResetToken,
    ...NewPasswordTwice,
  })
  .refine(...passwordsMatch);
export type ResetPasswordInput = z.infer<typeof ResetPasswordInput>;

/**
 * Names save at once. A different e-mail needs `current_password` (the server says so with a 422, since only
 * it knows the current address) and changes only when the link sent to the new address is followed.
 */
export const UpdateMeInput = z.object({
  first_name: Name(authMessages.firstNameRequired),
  last_name: Name(authMessages.lastNameRequired),
  email: Email,
  current_password: z.string().max(200, authMessages.passwordMax).optional(),
});
export type UpdateMeInput = z.infer<typeof UpdateMeInput>;

export const ChangePasswordInput = z
  .object({
    current_password: z
      .string({ error: authMessages.currentPasswordRequired })
      .min(1, authMessages.currentPasswordRequired)
      .max(200, authMessages.passwordMax),
    ...NewPasswordTwice,
  })
  .refine(...passwordsMatch);
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

export const SessionUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  is_admin: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** Login and register answer with a bearer token and the signed-in user. */
export const AuthResponse = z.object({ token: z.string(), user: SessionUser });
export type AuthResponse = z.infer<typeof AuthResponse>;

export const MeResponse = z.object({ data: SessionUser });
/** `pending_email`: the address waiting for its confirmation link, when this save asked for one. */
export const MeUpdatedResponse = z.object({
  data: SessionUser,
  message: z.string(),
  pending_email: z.string().nullable(),
});

export const ConfirmEmailInput = z.object({
  token: z
    .string({ error: authMessages.emailChangeInvalid })
    .min(1, authMessages.emailChangeInvalid)
    .max(200, authMessages.emailChangeInvalid),
});
export type ConfirmEmailInput = z.infer<typeof ConfirmEmailInput>;
export const EmailConfirmedResponse = z.object({ data: SessionUser, message: z.string() });
export type EmailConfirmedResponse = z.infer<typeof EmailConfirmedResponse>;
