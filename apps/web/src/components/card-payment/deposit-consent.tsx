import { depositConsentText } from '@innkeep/contract/deposit';
import { formatPrice } from '@innkeep/contract/money';
import { Text } from '@mantine/core';

/**
 * The guest's agreement to a later damage-deposit charge, shown next to Pay (decision 0024): paying means
 * agreeing, and the server records it with the reservation. Nothing shows without a deposit. Only the guest
 * gives it: the staff form e-mails them the payment link (decision 0061).
 */
export function DepositConsent({
  amount,
  currency,
}: {
  /** The deposit in major units. */
  amount: number | null | undefined;
  currency: string | null | undefined;
}) {
  if (!amount || amount <= 0 || !currency) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="deposit-consent">
      {depositConsentText(formatPrice(amount, currency))}
    </Text>
  );
}
