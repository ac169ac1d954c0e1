import { depositConsentText, staffDepositConsentText } from '@innkeep/contract/deposit';
import { formatPrice } from '@innkeep/contract/money';
import { Text } from '@mantine/core';

/**
 * The guest's agreement to a later damage-deposit charge, shown next to Pay (decision 0024): paying means
 * agreeing, and the server records it with the reservation. Nothing shows without a deposit.
 */
export function DepositConsent({
  amount,
  currency,
  staff = false,
}: {
  /** The deposit in major units. */
  amount: number | null | undefined;
  currency: string | null | undefined;
  /** The staff form: the host tells the guest. */
  staff?: boolean;
}) {
  if (!amount || amount <= 0 || !currency) return null;
  const price = formatPrice(amount, currency);
  return (
    <Text size="sm" c="dimmed" data-testid="deposit-consent">
      {staff ? staffDepositConsentText(price) : depositConsentText(price)}
    </Text>
  );
}
