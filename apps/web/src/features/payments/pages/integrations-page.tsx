import { paymentGateMessages } from '@innkeep/contract/payment-gates';
import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCreditCard, IconPlugConnected } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DashboardWidth } from '../../../components/dashboard-width.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useConnect } from '../api/connect.ts';
import { useConnectStatus } from '../api/get-connect-status.ts';

/** docs/requirements/wire.md#R-W12 Integrations: the card payment provider's row, connected when the status says `verified`. */
export default function IntegrationsPage() {
  const [search] = useSearchParams();
  const message = search.get('message');
  const status = useConnectStatus();
  const connect = useConnect();
  const { refetch } = status;

  // docs/requirements/wire.md#R-W13: coming back from onboarding (the query carries a message) refreshes the status.
  useEffect(() => {
    if (message) void refetch();
  }, [message, refetch]);

  const verified = status.data?.verified === true;
  // Production without Stripe keys (decision 0065): nothing to connect; say so instead of a Connect button.
  const notSetUp = status.data?.provider === 'none';
  const testMode = status.data?.provider === 'simulator';
  const due = status.data?.requirements ?? [];
  // This platform cannot pay the host (decision 0049): say why instead of offering an onboarding.
  const unpayable = status.data?.payout_route === 'none';
  const disconnectWhyId = useId();

  return (
    <DashboardWidth size="md" py="md">
      <PageMeta title="Integrations" />
      <Stack gap="lg">
        <Title order={1}>Integrations</Title>
        {message === 'connected' && verified && (
          <Alert color="green" role="status">
            Card payments are connected. Guests can now book and pay for your listings.
          </Alert>
        )}
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" align="center" gap="md">
            <Group gap="md" wrap="nowrap">
              <IconCreditCard size={32} aria-hidden />
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={700}>Card payments</Text>
                  {!notSetUp && (
                    <Text c="dimmed" size="sm">
                      {testMode ? 'Payment simulator' : 'Stripe'}
                    </Text>
                  )}
                  {testMode && (
                    <Badge color="orange" variant="filled" size="sm">
                      TEST MODE
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  Take card payments from guests; payouts go to your account.
                </Text>
              </Stack>
            </Group>
            <Group gap="sm">
              {status.isPending ? (
                <Skeleton height={28} width={120} />
              ) : notSetUp ? null : (
                <Badge
                  size="lg"
                  radius="xl"
                  color={verified ? 'green' : 'gray'}
                  variant={verified ? 'filled' : 'outline'}
                  leftSection={verified ? <IconCheck size={14} aria-hidden /> : null}
                  data-testid="connect-status"
                >
                  {verified ? 'Connected' : 'Not connected'}
                </Badge>
              )}
              {notSetUp ? null : verified ? (
                // Disabled, as the spec has it; the reason is read with the button, not only hovered.
                <Button variant="default" disabled aria-describedby={disconnectWhyId}>
                  Disconnect
                </Button>
              ) : (
                <Button
                  leftSection={<IconPlugConnected size={18} aria-hidden />}
                  loading={connect.isPending || connect.isSuccess}
                  disabled={status.isPending || unpayable}
                  onClick={() => connect.mutate()}
                >
                  Connect
                </Button>
              )}
            </Group>
          </Group>
          {notSetUp && (
            <Alert
              color="gray"
              mt="md"
              title={paymentGateMessages.notSetUp}
              data-testid="payments-not-set-up"
            >
              {paymentGateMessages.notSetUpDetail}
            </Alert>
          )}
          {unpayable && status.data?.card_payments_reason && (
            <Alert color="orange" mt="sm" data-testid="card-payments-reason">
              {status.data.card_payments_reason}
            </Alert>
          )}
          {verified && (
            <Text id={disconnectWhyId} size="sm" c="dimmed" mt="sm" data-testid="disconnect-reason">
              {/* Refunds and the host's share after check-in (decision 0021) go through this account. */}
              Disconnect is unavailable here: refunds and payouts for your bookings go through this account.
              To close it,{' '}
              <Anchor component={Link} to="/contact_us" inherit underline="always">
                contact us
              </Anchor>
              .
            </Text>
          )}
          {status.data?.payout_route === 'cross_border' && (
            <Text size="sm" c="dimmed" mt="sm">
              You are paid by cross-border payout: guests are charged in your listing's currency and your
              share is sent to your bank in your account's currency.
            </Text>
          )}
          {!verified && !unpayable && due.length > 0 && (
            <Text size="sm" c="orange.8" mt="sm">
              Onboarding is not finished. Still due: {due.map((r) => r.replace(/[._]/g, ' ')).join(', ')}.
            </Text>
          )}
        </Paper>
        {status.isError && (
          <Alert color="red" role="alert">
            {status.error.message}
          </Alert>
        )}
        {connect.isError && (
          <Alert color="red" role="alert">
            {connect.error.message}
          </Alert>
        )}
      </Stack>
    </DashboardWidth>
  );
}
