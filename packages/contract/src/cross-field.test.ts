import { z } from 'zod';
import { besideFieldErrors, parsedFields } from './cross-field.ts';
import { messages } from './messages.ts';
import { PricingRuleInput, pricingRuleMessages } from './pricing-rules-wire.ts';
import { TeamInviteInput, teamMessages } from './team.ts';

/** The first message per field, as a form shows them. */
function errorsOf(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

// Zod stops before an object's refinement when a field has the wrong type (a blank number is NaN, a missing
// e-mail undefined), not when it is only out of range: the cases below are the first kind.
describe('rules between fields are reported with the field errors, in one pass', () => {
  it('a pricing rule with a blank percent hears of its days and nights too', () => {
    expect(
      errorsOf(PricingRuleInput, { kind: 'last_minute', percent: Number.NaN, days: 999, listing_ids: [] }),
    ).toEqual({
      percent: pricingRuleMessages.percentWhole,
      listing_ids: pricingRuleMessages.listings,
      days: pricingRuleMessages.days,
    });
    expect(
      errorsOf(PricingRuleInput, { kind: 'length_of_stay', percent: 20, nights: null, listing_ids: ['x'] }),
    ).toEqual({
      'listing_ids.0': pricingRuleMessages.listings,
      percent: pricingRuleMessages.onlyFarOutPremium,
      nights: pricingRuleMessages.nights,
    });
  });

  it('a pricing rule field that failed has its own message alone', () => {
    expect(
      errorsOf(PricingRuleInput, { kind: 'far_out', percent: 1.5, days: 'x', listing_ids: [3] }),
    ).toEqual({ percent: pricingRuleMessages.percentWhole, days: pricingRuleMessages.days });
    expect(errorsOf(PricingRuleInput, { kind: 'weekly', percent: 0, listing_ids: [3] })).toEqual({
      kind: pricingRuleMessages.kind,
    });
  });

  it('a co-host without listings is said together with a missing or mistyped e-mail', () => {
    expect(errorsOf(TeamInviteInput, { role: 'co-host', listing_ids: [] })).toEqual({
      email: messages.emailRequired,
      listing_ids: teamMessages.listingsRequired,
    });
    expect(errorsOf(TeamInviteInput, { email: 'not-an-address', role: 'co-host' })).toEqual({
      email: messages.emailInvalid,
      listing_ids: teamMessages.listingsRequired,
    });
    expect(errorsOf(TeamInviteInput, { email: '', role: 'cleaner', listing_ids: [] })).toEqual({
      email: messages.emailRequired,
    });
    expect(errorsOf(TeamInviteInput, { email: 'a@b.co', role: 'owner', listing_ids: [] })).toEqual({
      role: teamMessages.roleInvalid,
    });
  });

  it('input that is not an object gets only that error', () => {
    const schema = z
      .object({ a: z.number() })
      .superRefine((_, ctx) => ctx.addIssue({ code: 'custom', message: 'ran' }), besideFieldErrors);
    expect(Object.values(errorsOf(schema, 'text'))).not.toContain('ran');
    expect(Object.values(errorsOf(schema, null))).not.toContain('ran');
    expect(errorsOf(schema, { a: 'x' })).toMatchObject({ '': 'ran' });
  });

  it('parsedFields names the fields that failed so far', () => {
    const seen: boolean[] = [];
    const schema = z.object({ a: z.number(), b: z.number() }).superRefine((_, ctx) => {
      const parsed = parsedFields(ctx);
      seen.push(parsed('a'), parsed('b'), parsed('a', 'b'));
    }, besideFieldErrors);
    schema.safeParse({ a: 1, b: 'x' });
    expect(seen).toEqual([true, false, false]);
  });
});
