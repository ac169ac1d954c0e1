import { sqlState } from './client.ts';
import { isDatabaseUnavailable } from './db-faults.ts';

describe('database faults', () => {
  it('reads a five-letter errno as the socket’s, not as a SQLSTATE: a broken pipe is unavailable', () => {
    const wrapped = {
      message: 'Failed query',
      cause: Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }),
    };
    expect(sqlState(wrapped)).toBeUndefined();
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    expect(isDatabaseUnavailable({ code: 'EPERM' })).toBe(false);
  });

  it('still reads SQLSTATEs of every class, letters included', () => {
    expect(sqlState({ code: '57P01' })).toBe('57P01');
    expect(sqlState({ code: 'XX000' })).toBe('XX000');
    expect(sqlState({ cause: { code: '3D000' } })).toBe('3D000');
    expect(isDatabaseUnavailable({ code: '23505' })).toBe(false);
  });
});
