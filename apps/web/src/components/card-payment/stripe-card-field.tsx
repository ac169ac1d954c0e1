import { paymentMessages } from '@innkeep/contract/messages';
import { Input, Paper, useMantineTheme } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type Ref, useImperativeHandle, useState } from 'react';
import { type CardFieldHandle, CardInputError } from './card-field-handle.ts';

// This module is its own chunk (card-field.tsx imports it lazily): only a deployment with Stripe
// configured downloads it, and Stripe.js itself loads from js.stripe.com at run time, once per key.
const stripes = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

interface StripeCardFieldProps {
  publishableKey: string;
  ref?: Ref<CardFieldHandle>;
  disabled?: boolean;
}

export default function StripeCardField({ publishableKey, ref, disabled }: StripeCardFieldProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCard ref={ref} disabled={disabled} />
    </Elements>
  );
}

function StripeCard({ ref, disabled }: { ref?: Ref<CardFieldHandle>; disabled?: boolean }) {
  const stripe = useStripe();
  const elements = useElements();
  const theme = useMantineTheme();
  const [error, setError] = useState<string | null>(null);

  useImperativeHandle(
    ref,
    (): CardFieldHandle => ({
      async createPaymentMethod(billing) {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card)
          throw new CardInputError('The card form is still loading. Try again in a moment.');
        // Stripe wants a two-letter country code; a country typed in full is left out rather than refused.
        const country = /^[A-Za-z]{2}$/.test(billing.country.trim())
          ? billing.country.trim().toUpperCase()
          : undefined;
        const result = await stripe.createPaymentMethod({
          type: 'card',
          card,
          billing_details: {
            address: {
              line1: billing.billing_address,
              city: billing.city,
              postal_code: billing.zip_code,
              country,
            },
          },
        });
        if (result.error || !result.paymentMethod) {
          const message = result.error?.message ?? paymentMessages.cardRequired;
          setError(message);
          throw new CardInputError(message, true);
        }
        return result.paymentMethod.id;
      },
      async authenticate(clientSecret) {
        if (!stripe) throw new CardInputError('The card form is still loading. Try again in a moment.');
        // A failed or abandoned challenge is not an error here: the server reads the intent's state on confirm.
        await stripe.handleNextAction({ clientSecret });
      },
      clear() {
        elements?.getElement(CardElement)?.clear();
        setError(null);
      },
    }),
    [stripe, elements],
  );

  return (
    <Input.Wrapper label="Card" error={error}>
      <Paper withBorder radius="sm" px="sm" py={10} mt={4}>
        <CardElement
          options={{
            hidePostalCode: true,
            disabled,
            style: { base: { fontSize: '16px', fontFamily: theme.fontFamily, color: theme.black } },
          }}
          onChange={(event) => setError(event.error?.message ?? null)}
        />
      </Paper>
    </Input.Wrapper>
  );
}
