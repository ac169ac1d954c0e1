import type { SessionUser } from '@innkeep/contract/auth';
import { fullName } from '@innkeep/contract/names';
import type { TeamRole } from '@innkeep/contract/team';
import { Alert, Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { membershipQuery } from '../../../api/team.ts';
import { PageMeta } from '../../../components/page-meta.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { useMe } from '../api/get-me.ts';
import { PasswordForm } from '../components/password-form.tsx';
import { ProfileForm } from '../components/profile-form.tsx';
import { SignOutEverywhere } from '../components/sign-out-everywhere.tsx';

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap={4} mb="md">
        <Title order={2} fz="lg">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      </Stack>
      {children}
    </Paper>
  );
}

const roleNames: Record<TeamRole, string> = { 'co-host': 'Co-host', cleaner: 'Cleaner' };

/** Who the account is: an admin, a host, or a member of a host's team (then in that role, never 'Host'). */
function RoleBadge({ user }: { user: SessionUser }) {
  const membership = useQuery({ ...membershipQuery, enabled: !user.is_admin });
  if (user.is_admin) return <Badge variant="light">Admin</Badge>;
  if (!membership.isSuccess) return null;
  const role = membership.data.data?.role;
  return <Badge variant="light">{role ? roleNames[role] : 'Host'}</Badge>;
}

/** /user: the signed-in user's account — names and e-mail, password, and signing out everywhere. */
export default function AccountPage() {
  const me = useMe();
  const { user: stored } = useSession();
  const user = me.data ?? stored;

  return (
    <Stack gap="lg" maw={760} w="100%" mx="auto" py={{ base: 'xs', sm: 'md' }}>
      <PageMeta title="Your account" />
      <Group justify="space-between" align="flex-end" gap="xs">
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            Your account
          </Title>
          <Text c="dimmed">
            {user ? `${fullName(user.first_name, user.last_name)} · ${user.email}` : ' '}
          </Text>
        </div>
        {user && <RoleBadge user={user} />}
      </Group>
      {me.isError && !isApiError(me.error) && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          Your account could not be loaded. Check your connection and reload the page.
        </Alert>
      )}
      <Section title="Your details" description="Your name and the e-mail you sign in with.">
        {user ? <ProfileForm user={user} /> : <Skeleton h={160} />}
      </Section>
      <Section title="Password" description="Changing it signs out your other devices.">
        <PasswordForm />
      </Section>
      <Section title="Sessions" description="Where your account is signed in.">
        <SignOutEverywhere />
      </Section>
    </Stack>
  );
}
