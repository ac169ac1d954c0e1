import { fullName } from './names.ts';

describe('fullName', () => {
  it('joins first and last with one space, leaving out a blank part', () => {
    expect(fullName('Ana', 'Costa')).toBe('Ana Costa');
    expect(fullName('Tom', '')).toBe('Tom');
    expect(fullName('  ', 'Berg ')).toBe('Berg');
    expect(fullName('', '')).toBe('');
  });
});
