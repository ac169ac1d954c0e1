import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { errorText, firstErrorText, SOMETHING_WENT_WRONG } from './error-text.ts';

const refused = new ApiError({
  status: 422,
  code: null,
  message: 'The given data was invalid.',
  fieldErrors: { note: ['Use at most 200 characters', 'second'], price: ['Enter a price'] },
});

describe('the text of a failed call', () => {
  it("is the server's message, or one generic line for anything else", () => {
    expect(errorText(refused)).toBe('The given data was invalid.');
    expect(errorText(new TypeError('Failed to fetch'))).toBe(SOMETHING_WENT_WRONG);
  });

  it('puts the first field message first when one place shows it', () => {
    expect(firstErrorText(refused)).toBe('Use at most 200 characters');
    expect(firstErrorText(new ApiError({ status: 409, code: null, message: 'Dates taken' }))).toBe(
      'Dates taken',
    );
    expect(firstErrorText(undefined)).toBe(SOMETHING_WENT_WRONG);
  });
});
