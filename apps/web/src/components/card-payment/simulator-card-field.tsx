import { paymentMessages } from '@innkeep/contract/messages';
import { SIMULATOR_TEST_CARDS, simulatorPaymentMethodFor } from '@innkeep/contract/payments';
import { Anchor, Badge, Group, List, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import {
  type ChangeEvent,
  type Ref,
  type RefObject,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
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

/**
 * What is wrong with a typed expiry (`MM / YY`), or null: missing, not a month, or before the current month
 * (a card is valid through the last day of its month). Stripe Elements refuses the same.
 */
export function expiryProblem(expiry: string, now = new Date()): string | null {
  const m = /^(\d{2}) \/ (\d{2})$/.exec(expiry.trim());
  if (!expiry.trim()) return "Enter the card's expiry date (MM / YY).";
  const month = Number(m?.[1]);
  if (!m || month < 1 || month > 12) return 'Enter the expiry date as MM / YY, e.g. 08 / 29.';
  const year = 2000 + Number(m[2]);
  const current = now.getFullYear() * 12 + now.getMonth();
  if (year * 12 + (month - 1) < current)
    return 'This card has expired. Use a card with a future expiry date.';
  return null;
}

const formatCvc = (value: string): string => value.replace(/\D/g, '').slice(0, 4);

/** What every part of the card shares: digits only, never filled in by the browser. */
const CARD_INPUT = { inputMode: 'numeric', autoComplete: 'off' } as const;

interface CardPartControl {
  /** The latest text: the handle is read during a payment that outlives renders, so not a stale one. */
  latest: RefObject<string>;
  setError: (error: string | null) => void;
  /** Sets the text, formatted, and clears the error. */
  set: (typed: string) => void;
}

/** One part of the card (number, expiry, CVC): its text, formatted as typed, and its error. */
function useCardPart(format: (typed: string) => string) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(value);
  latest.current = value;
  const control = useMemo<CardPartControl>(
    () => ({
      latest,
      setError,
      set: (typed) => {
        setValue(format(typed));
        setError(null);
      },
    }),
    [format],
  );
  const field = {
    ref: input,
    value,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement>) => control.set(event.currentTarget.value),
  };
  return { field, control, input };
}

/**
 * Focuses the card part a refused Pay names, once the field is enabled again (it is disabled while Pay runs):
 * its message shows under it, and Pay sits far below on a phone. Each refusal asks anew.
 */
function useFocusOnRefusal(disabled: boolean | undefined) {
  const [wanted, setWanted] = useState<{ input: RefObject<HTMLInputElement | null> } | null>(null);
  const done = useRef<object | null>(null);
  useEffect(() => {
    if (!wanted || disabled || done.current === wanted) return;
    done.current = wanted;
    wanted.input.current?.focus();
  }, [wanted, disabled]);
  return useCallback((input: RefObject<HTMLInputElement | null>) => setWanted({ input }), []);
}

/** A CVC is 3 or 4 digits. */
export const cvcProblem = (cvc: string): string | null =>
  /^\d{3,4}$/.test(cvc) ? null : "Enter the card's 3- or 4-digit security code (CVC).";

interface SimulatorCardFieldProps {
  ref?: Ref<CardFieldHandle>;
  disabled?: boolean;
}

/**
 * TEST MODE card field: takes the simulator's test card numbers (Stripe's own) and yields their test
 * PaymentMethod ids. Expiry and CVC are checked as Stripe Elements checks them (a missing or past expiry, a
 * short CVC is refused before anything is sent); they are never sent.
 */
export function SimulatorCardField({ ref, disabled }: SimulatorCardFieldProps) {
  const number = useCardPart(formatCardNumber);
  const expiry = useCardPart(formatExpiry);
  const cvc = useCardPart(formatCvc);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const focusPart = useFocusOnRefusal(disabled);
  const { control: numberPart } = number;
  const { control: expiryPart } = expiry;
  const { control: cvcPart } = cvc;

  useImperativeHandle(
    ref,
    (): CardFieldHandle => ({
      async createPaymentMethod() {
        const typed = numberPart.latest.current;
        const paymentMethod = simulatorPaymentMethodFor(typed);
        if (!paymentMethod) {
          const message = typed.trim()
            ? 'Use one of the test card numbers listed below.'
            : paymentMessages.cardRequired;
          numberPart.setError(message);
          focusPart(number.input);
          throw new CardInputError(message, true);
        }
        numberPart.setError(null);
        const badExpiry = expiryProblem(expiryPart.latest.current);
        const badCvc = cvcProblem(cvcPart.latest.current);
        expiryPart.setError(badExpiry);
        cvcPart.setError(badCvc);
        const problem = badExpiry ?? badCvc;
        if (problem) {
          focusPart(badExpiry ? expiry.input : cvc.input);
          throw new CardInputError(problem, true);
        }
        return paymentMethod;
      },
      authenticate(clientSecret) {
        return new Promise<void>((resolve) => setChallenge({ clientSecret, resolve }));
      },
      clear() {
        for (const part of [numberPart, expiryPart, cvcPart]) part.set('');
      },
    }),
    [numberPart, expiryPart, cvcPart, focusPart, number.input, expiry.input, cvc.input],
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
        leftSection={<IconCreditCard size={18} aria-hidden />}
        {...CARD_INPUT}
        {...number.field}
        disabled={disabled}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          aria-label="Expiry (MM / YY)"
          placeholder="MM / YY"
          {...CARD_INPUT}
          {...expiry.field}
          disabled={disabled}
        />
        <TextInput aria-label="CVC" placeholder="CVC" {...CARD_INPUT} {...cvc.field} disabled={disabled} />
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
                onClick={() => numberPart.set(card.number)}
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
