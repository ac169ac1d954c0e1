import { paymentMessages } from '@innkeep/contract/messages';
import { SIMULATOR_TEST_CARDS, simulatorPaymentMethodFor } from '@innkeep/contract/payments';
import { Anchor, Badge, Group, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { type Ref, useImperativeHandle, useRef, useState } from 'react';
import { type CardFieldHandle, CardInputError } from './card-field-handle.ts';
import { type Challenge, SimulatorChallenge } from './simulator-challenge.tsx';

const OUTCOME_TEXT = {
  succeeds: 'succeeds',
  declined: 'is declined',
  authentication: 'asks for 3-D Secure',
} as const;

/** `4242424242424242` → `4242 4242 4242 4242`, as a card shows it. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

interface SimulatorCardFieldProps {
  ref?: Ref<CardFieldHandle>;
  disabled?: boolean;
}

/**
 * TEST MODE card field: takes the simulator's test card numbers (Stripe's own) and yields their test
 * PaymentMethod ids. Expiry and CVC are there so the form looks like the real one; they are never sent.
 */
export function SimulatorCardField({ ref, disabled }: SimulatorCardFieldProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  // The handle is read during a payment that outlives renders: read the latest number, not a stale one.
  const numberRef = useRef(number);
  numberRef.current = number;

  useImperativeHandle(
    ref,
    (): CardFieldHandle => ({
      async createPaymentMethod() {
        const typed = numberRef.current;
        const paymentMethod = simulatorPaymentMethodFor(typed);
        if (!paymentMethod) {
          const message = typed.trim()
            ? 'Use one of the test card numbers listed below.'
            : paymentMessages.cardRequired;
          setError(message);
          throw new CardInputError(message, true);
        }
        setError(null);
        return paymentMethod;
      },
      authenticate(clientSecret) {
        return new Promise<void>((resolve) => setChallenge({ clientSecret, resolve }));
      },
      clear() {
        setNumber('');
        setExpiry('');
        setCvc('');
        setError(null);
      },
    }),
    [],
  );

  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={500}>
          Card
        </Text>
        <Badge color="orange" variant="filled" size="sm">
          TEST MODE
        </Badge>
      </Group>
      <TextInput
        aria-label="Card number"
        placeholder="Card number"
        inputMode="numeric"
        autoComplete="off"
        leftSection={<IconCreditCard size={18} aria-hidden />}
        value={number}
        disabled={disabled}
        error={error}
        onChange={(event) => {
          setNumber(formatCardNumber(event.currentTarget.value));
          setError(null);
        }}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          aria-label="Expiry (MM / YY)"
          placeholder="MM / YY"
          inputMode="numeric"
          autoComplete="off"
          value={expiry}
          disabled={disabled}
          onChange={(event) => setExpiry(formatExpiry(event.currentTarget.value))}
        />
        <TextInput
          aria-label="CVC"
          placeholder="CVC"
          inputMode="numeric"
          autoComplete="off"
          value={cvc}
          disabled={disabled}
          onChange={(event) => setCvc(event.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
        />
      </SimpleGrid>
      <Stack gap={4} data-testid="test-cards">
        <Text size="xs" c="dimmed">
          Payments are simulated: no card is charged. Use any future expiry and CVC with a test card:
        </Text>
        <List size="xs" spacing={2}>
          {SIMULATOR_TEST_CARDS.map((card) => (
            <List.Item key={card.number}>
              <Anchor
                component="button"
                type="button"
                size="xs"
                ff="monospace"
                disabled={disabled}
                onClick={() => {
                  setNumber(formatCardNumber(card.number));
                  setError(null);
                }}
              >
                {formatCardNumber(card.number)}
              </Anchor>{' '}
              {OUTCOME_TEXT[card.outcome]}
            </List.Item>
          ))}
        </List>
      </Stack>
      <SimulatorChallenge challenge={challenge} onDone={() => setChallenge(null)} />
    </Stack>
  );
}
