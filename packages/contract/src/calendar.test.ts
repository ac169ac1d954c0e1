import { BlockInput, CalendarQuery, calendarMessages as msg, nightsOf } from './calendar.ts';

const errorsOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('BlockInput', () => {
  it('accepts a range of nights with an optional, trimmed note', () => {
    const ok = BlockInput.parse({
      listing_id: '3',
      start_date: '2027-01-10',
      end_date: '2027-01-13',
      note: ' Painting ',
    });
    expect(ok).toEqual({ listing_id: 3, start_date: '2027-01-10', end_date: '2027-01-13', note: 'Painting' });
    expect(
      BlockInput.parse({ listing_id: 3, start_date: '2027-01-10', end_date: '2027-01-11', note: null }).note,
    ).toBe(undefined);
  });

  it('names the field for each mistake', () => {
    expect(errorsOf(BlockInput.safeParse({}))).toMatchObject({
      listing_id: msg.listingRequired,
      start_date: msg.startRequired,
      end_date: msg.endRequired,
    });
    expect(
      errorsOf(BlockInput.safeParse({ listing_id: 1, start_date: '2027-01-10', end_date: '2027-01-10' })),
    ).toEqual({
      end_date: msg.endAfterStart,
    });
    expect(
      errorsOf(BlockInput.safeParse({ listing_id: 1, start_date: '2027-01-01', end_date: '2028-01-03' })),
    ).toEqual({
      end_date: msg.tooLong,
    });
    expect(
      errorsOf(
        BlockInput.safeParse({
          listing_id: 1,
          start_date: '2027-01-01',
          end_date: '2027-01-02',
          note: 'x'.repeat(201),
        }),
      ),
    ).toEqual({ note: msg.noteTooLong });
  });
});

describe('CalendarQuery', () => {
  it('takes an optional listing and a bounded range', () => {
    expect(
      CalendarQuery.parse({ listing_id: '', from: '2027-01-01', to: '2027-02-01' }).listing_id,
    ).toBeUndefined();
    expect(errorsOf(CalendarQuery.safeParse({ from: '2027-01-01', to: '2027-01-01' }))).toEqual({
      to: msg.endAfterStart,
    });
    expect(errorsOf(CalendarQuery.safeParse({ from: '2027-01-01', to: '2029-01-01' }))).toEqual({
      to: msg.rangeTooLong,
    });
  });
});

describe('nightsOf', () => {
  it('lists the nights of a half-open range', () => {
    expect(nightsOf('2027-01-30', '2027-02-02')).toEqual(['2027-01-30', '2027-01-31', '2027-02-01']);
    expect(nightsOf('2027-01-30', '2027-01-30')).toEqual([]);
  });
});
