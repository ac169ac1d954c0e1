import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import { Alert, Anchor, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useCalculation } from '../../../lib/get-calculation.ts';
import { usePaymentsConfig } from '../../../lib/get-public-config.ts';
import { readListingDetails } from '../../../lib/listing-details-storage.ts';
import { useStaySummary } from '../api/get-stay-summary.ts';
import { type BookNowState, bookNowSearch, contactFrom, resolveBookNowStay } from '../book-now-stay.ts';
import { BookNowForm } from '../components/book-now-form.tsx';
import { OwnAttemptNotice } from '../components/own-attempt-notice.tsx';
import { PendingPayment } from '../components/pending-payment.tsx';
import { StaySummary } from '../components/stay-summary.tsx';
import { breakdownOf } from '../reservation-breakdown.ts';
import { stayTermsOf } from '../stay-terms-of.ts';
import { useOwnAttempt } from '../use-own-attempt.ts';

/** `/book_now?listing_id=…&start_date=…&end_date=…&guests=…`: book and pay for a stay in one step. */
export default function BookNowPage() {
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? null) as BookNowState | null;
  const stored = readListingDetails();
  const stay = resolveBookNowStay(search, state, stored);
  const known = stay && stored?.id === stay.listing_id ? stored : (state?.listing ?? null);
  // Always asked (the stay page shares its cache): whether Book now is offered is the server's answer of now.
  const summary = useStaySummary(stay?.listing_id ?? 0, stay !== null);
  const listing = known?.external_listing_name ? known : summary.data;
  const cardPaymentsOff = usePaymentsConfig()?.enabled === false;
  const wanted = stay ? bookNowSearch(stay) : null;
  // This browser's own attempt at these dates, if one was started (decisions 0034, 0085).
  const own = useOwnAttempt(stay);
  // Priced only for the form: once this browser's booking holds the dates (Back after paying, a reload), the
  // server would refuse them as taken (422), and the stay's own price is shown instead.
  const calculation = useCalculation(stay?.listing_id ?? 0, stay, own.phase === 'none');
  // The server refused these dates or guests (a 422): no form to fill in for a stay that cannot be booked.
  const refused = calculation.isError && isApiError(calculation.error) && calculation.error.status === 422;
  const attemptHash = own.attempt?.hash ?? null;

  // A stay that came from state or storage is written into the URL, so a reload or a shared link keeps it.
  useEffect(() => {
    if (wanted && wanted !== search.toString()) {
      navigate({ search: `?${wanted}` }, { replace: true, state: location.state });
    }
  }, [wanted, search, navigate, location.state]);

  // A link to a listing that is gone (unpublished, or never was): nothing here can be booked or paid. This
  // browser's own booking of it still shows below, with its trip's link.
  const gone =
    own.phase === 'none' && summary.isError && isApiError(summary.error) && summary.error.status === 404;
  if (!stay || gone) {
    return (
      <Container size="sm" py="xl">
        <PageMeta title="Book now" />
        <Title order={1}>Book now</Title>
        <Text mt="sm">
          {gone ? 'This stay is no longer available on Innkeep.' : 'Choose a stay and its dates first.'}
        </Text>
        <Anchor component={Link} to="/" mt="sm" display="inline-block">
          Find a stay
        </Anchor>
      </Container>
    );
  }

  const photo = listing?.images?.[0] ?? null;
  const held = own.reservation && own.phase !== 'none' ? breakdownOf(own.reservation) : null;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <PageMeta title="Book now" />
      <Stack gap="lg">
        <Title order={1}>Book now</Title>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
            <StaySummary
              stay={stay}
              name={listing?.external_listing_name ?? null}
              photo={photo}
              held={held}
              checking={own.phase === 'checking' || own.phase === 'unreachable'}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
            {own.phase === 'pending' && own.reservation ? (
              <PendingPayment
                reservation={own.reservation}
                onPaid={(message) =>
                  navigate(`/reservation/${attemptHash}`, { replace: true, state: { paidMessage: message } })
                }
                onSettled={own.retry}
              />
            ) : own.phase !== 'none' && own.phase !== 'pending' ? (
              <OwnAttemptNotice
                phase={own.phase}
                hash={attemptHash}
                completed={own.attempt?.done === true}
                onRetry={own.retry}
              />
            ) : summary.data?.book_now_available === false ? (
              <Alert color="yellow" title="Book now is not available for this stay">
                <Text size="sm">
                  {cardPaymentsOff
                    ? paymentGateMessages.cardPaymentsOff
                    : paymentGateMessages.hostCannotBePaid}
                </Text>
                <Anchor
                  component={Link}
                  to={`/stays/${stay.listing_id}?start=${stay.start_date}&end=${stay.end_date}&guests=${stay.guests}`}
                  mt="xs"
                  display="inline-block"
                >
                  Ask the host
                </Anchor>
              </Alert>
            ) : refused ? (
              // The summary says which rule the dates or guests break and links back to change them.
              <Alert color="gray" title="Nothing to pay for these dates" data-testid="book-now-refused">
                <Text size="sm">
                  Change the dates or guests on the stay's page: your details and card are asked for once the
                  stay can be booked.
                </Text>
              </Alert>
            ) : (
              <BookNowForm
                stay={stay}
                contact={contactFrom(state?.inquiry_data)}
                priced={calculation.isSuccess && !calculation.isPlaceholderData}
                total={
                  calculation.isSuccess && !calculation.isPlaceholderData
                    ? calculation.data.total_price
                    : null
                }
                deposit={
                  calculation.data
                    ? {
                        amount: calculation.data.refundable_damage_deposit,
                        currency: calculation.data.currency,
                      }
                    : null
                }
                terms={summary.data ? stayTermsOf(summary.data) : null}
                cancellation={calculation.data?.cancellation ?? null}
                currency={calculation.data?.currency ?? null}
                onUnfinished={own.setAttempt}
              />
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
