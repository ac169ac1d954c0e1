import { SIMULATOR_TEST_CARDS } from '@innkeep/contract/payments';
import { TEST_CARDS, testCardsThat } from './test-cards.ts';

// The card field lists the simulator's cards (contract), the fake answers them (this table): the same cards,
// with the same outcome, so a card shown to a guest always does what the field says.
describe('the test cards', () => {
  it('the cards marked offered are the card field’s, each with the outcome it promises', () => {
    const offeredHere = Object.entries(TEST_CARDS)
      .filter(([, card]) => card.offered)
      .map(([id, card]) => [id, typeof card.outcome === 'object' ? 'declined' : card.outcome])
      .sort();
    const offered = SIMULATOR_TEST_CARDS.map((c) => [c.paymentMethod, c.outcome]).sort();
    expect(offeredHere).toEqual(offered);
  });

  it('sorts every card into exactly one outcome', () => {
    const all = [
      ...testCardsThat('succeeds'),
      ...testCardsThat('authentication'),
      ...testCardsThat('decline'),
    ];
    expect(all.sort()).toEqual(Object.keys(TEST_CARDS).sort());
    expect(testCardsThat('decline')).toEqual([
      'pm_card_chargeDeclined',
      'pm_card_chargeDeclinedInsufficientFunds',
      'pm_card_chargeDeclinedExpiredCard',
    ]);
  });
});
