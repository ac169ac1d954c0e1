import { depositClaimOutcomeMessages } from './deposit.ts';
import { reservationMessages } from './reservations.ts';

// Since decision 0024 nothing is held on the guest's card: a claim is a new charge to the card saved at Pay. The
// words about a claim never speak of a deposit being held or released, as the receipts and mails say.
describe('the words about a deposit claim', () => {
  const say = (m: string | ((a: string) => string) | ((a: string, b: string) => string)) =>
    typeof m === 'string' ? m : m('€200', 'the card was declined');
  const claimWords = [
    ...Object.entries(reservationMessages).filter(([key]) => /claim|deposit/i.test(key)),
    ...Object.entries(depositClaimOutcomeMessages),
  ];

  it.each(claimWords)('%s: neither held nor released', (_key, message) => {
    expect(say(message)).not.toMatch(/\bheld\b|\breleas/i);
  });

  it('the claim limit is the damage deposit itself', () => {
    expect(reservationMessages.claimTooMuch('€200')).toBe(
      'The claim can be at most the damage deposit: €200.',
    );
  });
});
