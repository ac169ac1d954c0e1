import { authMessages } from './auth.ts';

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
