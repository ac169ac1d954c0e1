import { SIMULATOR_TEST_CARDS } from '@innkeep/contract/payments';
import { TEST_CARDS, testCardsThat } from './test-cards.ts';

// The card field lists the simulator's cards (contract), the fakes answer them (this table): the same cards,
// with the same outcome, so a card shown to a guest is never one the simulator refuses as unknown.
describe('the test cards', () => {
  it('the simulator answers are the cards its card field offers, each with the outcome it promises', () => {
    const simulated = Object.entries(TEST_CARDS)
      .filter(([, card]) => card.simulated)
      .map(([id, card]) => [id, typeof card.outcome === 'object' ? 'declined' : card.outcome])
      .sort();
    const offered = SIMULATOR_TEST_CARDS.map((c) => [c.paymentMethod, c.outcome]).sort();
    expect(simulated).toEqual(offered);
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
