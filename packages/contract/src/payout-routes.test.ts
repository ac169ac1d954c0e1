import { noCardPaymentsReason, payoutRoute, regionOf, serviceAgreementFor } from './payout-routes.ts';

describe('payoutRoute', () => {
  it('pays hosts in the platform region by transfers (the EEA is one region)', () => {
    expect(payoutRoute('PT', 'PT')).toBe('transfers');
    expect(payoutRoute('PT', 'de')).toBe('transfers');
    expect(payoutRoute('US', 'US')).toBe('transfers');
    expect(payoutRoute('JP', 'JP')).toBe('transfers');
  });

  it('pays hosts in the US, UK, EEA, Canada and Switzerland from any of them by cross-border payouts', () => {
    expect(payoutRoute('PT', 'GB')).toBe('cross_border');
    expect(payoutRoute('PT', 'CH')).toBe('cross_border');
    expect(payoutRoute('PT', 'US')).toBe('cross_border');
    expect(payoutRoute('GB', 'CA')).toBe('cross_border');
    expect(serviceAgreementFor('cross_border')).toBe('recipient');
    expect(serviceAgreementFor('transfers')).toBe('full');
  });

  it('offers no card payment where Stripe cannot transfer: a Tokyo host on a Lisbon platform', () => {
    expect(payoutRoute('PT', 'JP')).toBe('none');
    expect(payoutRoute('JP', 'PT')).toBe('none');
    expect(payoutRoute('US', 'AU')).toBe('none');
    expect(payoutRoute('PT', null)).toBe('none');
    expect(noCardPaymentsReason('PT', 'JP')).toContain('from Portugal to a host in Japan');
  });

  it('is symmetric within the cross-border regions and never pays outside them', () => {
    const countries = ['PT', 'FR', 'GB', 'CH', 'US', 'CA', 'JP', 'AU', 'BR', 'SG', 'NO'];
    for (const a of countries)
      for (const b of countries) {
        const route = payoutRoute(a, b);
        expect(payoutRoute(b, a)).toBe(route);
        if (regionOf(a) === regionOf(b)) expect(route).toBe('transfers');
        if (['JP', 'AU', 'BR', 'SG'].includes(a) && a !== b) expect(route).toBe('none');
      }
  });
});
