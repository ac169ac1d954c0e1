import { ClaimDecisionInput, claimMessages } from './deposit-claims.ts';
import { ReviewVisibilityInput, stayReviewMessages } from './stay-reviews.ts';

// An admin's bad input gets the product's words, not the validator's ("Invalid option: expected one of …").
describe("the admin's decisions", () => {
  it('names the choices of a claim decision', () => {
    for (const decision of ['maybe', undefined, 3]) {
      const parsed = ClaimDecisionInput.safeParse({ decision, note: 'Photos show the damage' });
      expect(parsed.error?.issues.map((i) => i.message)).toEqual([claimMessages.decisionInvalid]);
    }
    expect(ClaimDecisionInput.safeParse({ decision: 'uphold', note: 'Photos show it' }).success).toBe(true);
  });

  it("says a review's visibility is true or false", () => {
    for (const hidden of ['yes', undefined, 1]) {
      const parsed = ReviewVisibilityInput.safeParse({ hidden });
      expect(parsed.error?.issues.map((i) => i.message)).toEqual([stayReviewMessages.hiddenInvalid]);
    }
    expect(ReviewVisibilityInput.parse({ hidden: false })).toEqual({ hidden: false });
  });
});
