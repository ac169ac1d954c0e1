import { DepositConsent } from '../../../components/card-payment/deposit-consent.tsx';
import { useCalculation } from '../../../lib/get-calculation.ts';

/**
 * On the staff payment form, next to Pay: the deposit of the chosen stay and what the host tells the guest
 * before taking the card (decision 0024), priced by the server like the stay.
 */
export function StaffDepositConsent({
  listingId,
  startDate,
  endDate,
  guests,
}: {
  listingId: unknown;
  startDate: string | undefined;
  endDate: string | undefined;
  guests: unknown;
}) {
  const id = Number(listingId);
  const count = Number(guests);
  const chosen = id > 0 && count > 0 && startDate && endDate;
  const calculation = useCalculation(
    id,
    chosen ? { start_date: startDate, end_date: endDate, guests: count } : null,
  );
  const data = chosen ? calculation.data : undefined;
  return <DepositConsent amount={data?.refundable_damage_deposit} currency={data?.currency} staff />;
}
