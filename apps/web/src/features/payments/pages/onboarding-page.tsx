import { Alert, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useSimulatorOnboard } from '../api/simulator-onboard.ts';

/**
 * `/integrations/onboarding?account=…`: the simulator's stand-in for Stripe's hosted onboarding, where a
 * host would give their identity and bank details. Here one button marks the account verified.
 */
export default function OnboardingPage() {
  const [search] = useSearchParams();
  const account = search.get('account');
  const navigate = useNavigate();
  const onboard = useSimulatorOnboard();

  return (
    <Container size="sm" py="md">
      <PageMeta title="Card payments onboarding" />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <Group gap="sm">
            <IconShieldCheck size={28} aria-hidden />
            <Title order={1} size="h2">
              Card payments onboarding
            </Title>
          </Group>
          <Badge color="orange" variant="filled" w="fit-content">
            TEST MODE
          </Badge>
          <Text>
            Innkeep runs with its payment simulator, so no real account is opened. With Stripe, this is where
            you would give your identity and bank details to receive payouts.
          </Text>
          {account && (
            <Text size="sm" c="dimmed">
              Account: <code>{account}</code>
            </Text>
          )}
          {onboard.isError && (
            <Alert color="red" role="alert">
              {onboard.error.message}
            </Alert>
          )}
          <Group>
            <Button
              loading={onboard.isPending}
              onClick={() =>
                onboard.mutate(undefined, { onSuccess: () => navigate('/integrations?message=connected') })
              }
            >
              Complete onboarding
            </Button>
            <Button variant="default" onClick={() => navigate('/integrations')}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
