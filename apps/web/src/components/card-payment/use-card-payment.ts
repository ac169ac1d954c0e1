import { paymentMessages } from '@innkeep/contract/messages';
import { declinedWithNextStep } from '@innkeep/contract/payment-failures';
import type { BillingFields, PaymentReply } from '@innkeep/contract/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { api, isApiError } from '../../lib/api-client.ts';
import { SOMETHING_WENT_WRONG } from '../../lib/error-text.ts';
import { type CardFieldHandle, CardInputError } from './card-field-handle.ts';

/** `POST /api/bookings/confirm`: after the browser finished 3-D Secure, the server reads the intent and applies it. */
export function confirmPayment(uniqueHash: string): Promise<PaymentReply> {
  return api.POST('/api/bookings/confirm', { body: { reservation_id: uniqueHash } });
}

/**
 * `POST /api/bookings/authentication-started`: the bank's check is opening, so the server keeps the dates for
 * the whole payment time (a Book now whose check is never opened is released after a few minutes). Best
 * effort: a failed report only shortens the hold.
 */
function reportAuthenticationStarted(uniqueHash: string): Promise<void> {
  return api
    .POST('/api/bookings/authentication-started', { body: { reservation_id: uniqueHash } })
    .then(() => undefined)
    .catch(() => undefined);
}

/**
 * The text a payment screen shows for a failed payment: the server's (a decline's own words) or the card
 * field's; null when the card field already shows it under itself.
 */
export function paymentErrorText(error: unknown): string | null {
  if (error instanceof CardInputError) return error.shownInField ? null : error.message;
  if (isApiError(error))
    return error.code === 'PAYMENT_FAILED' ? declinedWithNextStep(error.message) : error.message;
  return SOMETHING_WENT_WRONG;
}

/**
 * The pay loop of Book now, the finalise page and the staff form: card → PaymentMethod id → the screen's
 * own request → on a 202, the 3-D Secure step in the browser → `POST /api/bookings/confirm`.
 * Resolves with the final reply (paid); rejects with ApiError (402 declined, 409 dates taken, 422) or
 * CardInputError. A second call while one runs is ignored, so a double click never pays twice.
 * `resume` finishes a payment that was left waiting for 3-D Secure.
 */
export function useCardPayment() {
  const cardRef = useRef<CardFieldHandle>(null);
  const running = useRef(false);
  const [processing, setProcessing] = useState(false);
  const queryClient = useQueryClient();

  /**
   * The payment's answer outdates what any page read of its reservation (status 4 before the charge): the
   * copy is dropped, so the trip page the guest lands on reads the paid stay, never the cached "processing".
   */
  function settled(reply: PaymentReply): PaymentReply {
    void queryClient.resetQueries({
      queryKey: ['bookings', 'reservation', reply.data.unique_hash],
      exact: true,
    });
    return reply;
  }

  /** Runs `work` once at a time with the card field at hand; a call while one runs resolves null. */
  async function exclusive(
    work: (card: CardFieldHandle) => Promise<PaymentReply>,
  ): Promise<PaymentReply | null> {
    if (running.current) return null;
    running.current = true;
    setProcessing(true);
    try {
      const card = cardRef.current;
      if (!card) throw new CardInputError('The card field is still loading. Try again in a moment.');
      return await work(card);
    } finally {
      running.current = false;
      setProcessing(false);
    }
  }

  /** A 202 asks for 3-D Secure: the card field runs it, then the server checks the intent and applies it. */
  async function finish(card: CardFieldHandle, reply: PaymentReply): Promise<PaymentReply> {
    const action = reply.data.next_action;
    if (!action) return settled(reply);
    await reportAuthenticationStarted(reply.data.unique_hash);
    await card.authenticate(action.client_secret);
    const confirmed = await confirmPayment(reply.data.unique_hash);
    // Still waiting for the bank: the challenge was abandoned; nothing was charged.
    if (confirmed.data.next_action) throw new CardInputError(paymentMessages.authenticationRequired);
    return settled(confirmed);
  }

  function pay(
    billing: BillingFields,
    submit: (paymentMethodId: string, idempotencyKey: string) => Promise<PaymentReply>,
  ): Promise<PaymentReply | null> {
    return exclusive(async (card) => {
      const paymentMethodId = await card.createPaymentMethod(billing);
      // One key per Pay: a repeat of this request (the client's 401 retry) gets the first answer, never a second charge.
      return finish(card, await submit(paymentMethodId, crypto.randomUUID()));
    });
  }

  /** A payment left waiting (status 4, e.g. a 3-D Secure step closed with the tab): ask again and finish it. */
  function resume(uniqueHash: string): Promise<PaymentReply | null> {
    return exclusive(async (card) => finish(card, await confirmPayment(uniqueHash)));
  }

  return { cardRef, processing, pay, resume, clearCard: () => cardRef.current?.clear() };
}
