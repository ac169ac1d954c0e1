import {
  declinedWithNextStep,
  failureWithoutNextStep,
  genericPaymentFailure,
  guestFailureText,
} from './payment-failures.ts';

describe('guestFailureText', () => {
  it('says a failed 3-D Secure check in the guest’s words, without Stripe’s developer text', () => {
    const text = guestFailureText({
      code: 'payment_intent_authentication_failure',
      message:
        'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
    });
    expect(text).toBe(
      'Your bank could not confirm this payment: its security check failed or was closed. Nothing was charged. Pay again and complete the check, or use another card.',
    );
    expect(text).not.toMatch(/PaymentMethod|payment_method_data|PaymentIntent/);
  });

  it('keeps a card decline as Stripe words it for the card holder, and hides any other developer text', () => {
    expect(guestFailureText({ code: 'card_declined', message: 'Your card has insufficient funds.' })).toBe(
      'Your card has insufficient funds.',
    );
    expect(guestFailureText({ code: 'resource_missing', message: "No such PaymentMethod: 'pm_x'" })).toBe(
      genericPaymentFailure,
    );
    expect(guestFailureText({ code: 'card_declined', message: ' ' })).toBe(genericPaymentFailure);
  });

  it('adds the way on to a declined card, once', () => {
    expect(declinedWithNextStep('Your card was declined.')).toBe(
      'Your card was declined. Nothing was charged. Try another card.',
    );
    const already = 'The payment did not go through. Nothing was charged. Try again, or use another card.';
    expect(declinedWithNextStep(already)).toBe(already);
  });

  it('drops what the form asks next for a page with no form, keeping what happened', () => {
    const check = guestFailureText({ code: 'payment_intent_authentication_failure', message: '' });
    expect(failureWithoutNextStep(check)).toBe(
      'Your bank could not confirm this payment: its security check failed or was closed.',
    );
    expect(failureWithoutNextStep(genericPaymentFailure)).toBe('The payment did not go through.');
    expect(failureWithoutNextStep(declinedWithNextStep('Your card was declined.'))).toBe(
      'Your card was declined.',
    );
    expect(failureWithoutNextStep('Your card has insufficient funds.')).toBe(
      'Your card has insufficient funds.',
    );
  });
});
