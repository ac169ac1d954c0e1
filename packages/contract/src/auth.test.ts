import { authMessages, ChangePasswordInput, LoginInput, UpdateMeInput } from './auth.ts';

describe('authMessages.tooManyAttempts says the wait the Retry-After header gives', () => {
  it('in seconds under a minute, never zero', () => {
    expect(authMessages.tooManyAttempts(2)).toBe('Too many attempts. Please wait 2 seconds and try again.');
    expect(authMessages.tooManyAttempts(1)).toBe('Too many attempts. Please wait 1 second and try again.');
    expect(authMessages.tooManyAttempts(0)).toBe('Too many attempts. Please wait 1 second and try again.');
  });
  it('in whole minutes, rounded up, from a minute on', () => {
    expect(authMessages.tooManyAttempts(60)).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(authMessages.tooManyAttempts(61)).toBe('Too many attempts. Please wait 2 minutes and try again.');
    expect(authMessages.tooManyAttempts(900)).toBe(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });
});

describe('a password over 200 characters is called too long, not missing', () => {
  const long = 'a'.repeat(201);
  const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((issue) => issue.message);
  it('at sign-in', () => {
    expect(messageOf(LoginInput.safeParse({ email: 'ana@example.com', password: long }))).toEqual([
      authMessages.passwordMax,
    ]);
  });
  it('as the current password, to change the password or the e-mail', () => {
    const change = {
      current_password: long,
      password: 'new-pass-123',
      password_confirmation: 'new-pass-123',
    };
    expect(messageOf(ChangePasswordInput.safeParse(change))).toEqual([authMessages.passwordMax]);
    const me = { first_name: 'Ana', last_name: 'Lima', email: 'ana@example.com', current_password: long };
    expect(messageOf(UpdateMeInput.safeParse(me))).toEqual([authMessages.passwordMax]);
  });
});
