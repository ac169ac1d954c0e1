import { guestCapacity, pageDescription, parseUrlId, stayDescription } from './page-meta.ts';

describe('parseUrlId', () => {
  it('reads a positive whole number', () => {
    expect(parseUrlId('1')).toBe(1);
    expect(parseUrlId('42')).toBe(42);
  });

  it('refuses what is not one, so no API call is made with NaN', () => {
    for (const text of [undefined, '', 'abc', '0', '-3', '1.5', '1e3', ' 7', '07', '99999999999']) {
      expect(parseUrlId(text), String(text)).toBeNull();
    }
  });
});

describe('page descriptions', () => {
  it("say what, where and for how many, with the host's words, cut to 160 characters", () => {
    const stay = {
      property_type: { name: 'Villa' },
      public_address: 'Alfama, Lisbon',
      city: 'Lisbon',
      person_capacity: 1,
      description: 'Quiet.',
    };
    expect(stayDescription(stay)).toBe('Villa in Alfama, Lisbon for up to 1 guest. Quiet.');
    expect(
      stayDescription({
        ...stay,
        property_type: null,
        public_address: null,
        city: null,
        person_capacity: null,
        description: null,
      }),
    ).toBe('Stay for up to 1 guest.');
    expect(stayDescription({ ...stay, description: 'x'.repeat(300) })).toHaveLength(158);
    expect(pageDescription('  ')).toMatch(/^Innkeep: find a short-term stay/);
  });

  it('count guests in the singular and the plural', () => {
    expect(guestCapacity(1)).toBe('Up to 1 guest');
    expect(guestCapacity(6)).toBe('Up to 6 guests');
  });
});
