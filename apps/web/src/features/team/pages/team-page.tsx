import { TEAM_ROLES, TeamInviteInput, type TeamRole, teamRoleLabels } from '@innkeep/contract/team';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useMyListingOptions } from '../../../api/listings.ts';
import { useTeam } from '../../../api/team.ts';
import { PageMeta } from '../../../components/page-meta.tsx';
import { useCheckedForm } from '../../../lib/field-issues.ts';
import { useInviteMember } from '../api/invite-member.ts';
import { useRemoveMember } from '../api/remove-member.ts';

/** `/team`: invite a co-host or a cleaner by e-mail, see who is invited or active, remove them. */
export default function TeamPage() {
  const team = useTeam();
  const listings = useMyListingOptions();
  const invite = useInviteMember();
  const remove = useRemoveMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('cleaner');
  const [listingIds, setListingIds] = useState<string[]>([]);
  // Checked first with the schema the server parses the invitation with: a refusal is shown at once, unsent.
  const form = useCheckedForm(TeamInviteInput, invite);
  // Removing someone ends their access at once: one tap asks, a second removes.
  const [confirming, setConfirming] = useState<number | null>(null);
  const errorOf = form.issue;
  const names = new Map((listings.data ?? []).map((l) => [Number(l.value), l.label]));

  return (
    <Stack gap="lg" maw={760}>
      <PageMeta title="Team" />
      <Title order={1}>Team</Title>
      <Card withBorder radius="md" p="lg">
        <form
          // The contract's messages, not the browser's own bubble for type="email" and required.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const body = { email, role, listing_ids: role === 'co-host' ? listingIds.map(Number) : [] };
            const parsed = form.check(body);
            if (parsed) invite.mutate(parsed, { onSuccess: () => setEmail('') });
          }}
        >
          <Stack>
            <Title order={2} size="h3">
              Invite someone
            </Title>
            <TextInput
              label="E-mail"
              type="email"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={errorOf('email')}
              required
            />
            <Select
              label="Role"
              data={TEAM_ROLES.map((r) => ({ value: r, label: teamRoleLabels[r] }))}
              value={role}
              onChange={(v) => setRole((v as TeamRole | null) ?? 'cleaner')}
              allowDeselect={false}
              error={errorOf('role')}
            />
            {role === 'co-host' && (
              <MultiSelect
                label="Listings"
                data={listings.data ?? []}
                value={listingIds}
                onChange={setListingIds}
                error={errorOf('listing_ids')}
              />
            )}
            {invite.isSuccess && (
              <Alert color="green" role="status" style={{ overflowWrap: 'anywhere' }}>
                {invite.data.message}
              </Alert>
            )}
            <Group>
              <Button type="submit" loading={invite.isPending}>
                Send invitation
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <Stack gap="sm">
        <Title order={2} size="h3">
          People
        </Title>
        {team.data?.data.length === 0 && <Text c="dimmed">Nobody yet.</Text>}
        {remove.isSuccess && (
          <Alert color="green" role="status">
            {remove.data.message}
          </Alert>
        )}
        {team.data?.data.map((m) => (
          <Card key={m.id} withBorder radius="md" p="md">
            <Group justify="space-between" wrap="wrap">
              {/* An e-mail is one long word: it breaks at the card's edge instead of being cut off. */}
              <Stack gap={2} miw={0} style={{ overflowWrap: 'anywhere' }}>
                <Text fw={600}>{m.name ?? m.email}</Text>
                <Text size="sm" c="dimmed">
                  {/* An invitee has no name yet: the title is their e-mail, not said twice. */}
                  {m.name ? `${m.email} · ` : ''}
                  {m.role}
                  {m.role === 'co-host' &&
                    ` · ${m.listing_ids.map((id) => names.get(id) ?? `#${id}`).join(', ')}`}
                </Text>
              </Stack>
              <Group>
                <Badge color={m.status === 'active' ? 'green' : m.status === 'expired' ? 'gray' : 'blue'}>
                  {m.status}
                </Badge>
                {confirming !== m.id && (
                  <Button
                    variant="subtle"
                    color="red"
                    onClick={() => setConfirming(m.id)}
                    aria-label={`Remove ${m.email}`}
                  >
                    Remove
                  </Button>
                )}
              </Group>
            </Group>
            {confirming === m.id && (
              <Stack gap="xs" mt="sm" role="group" aria-label={`Remove ${m.email}?`}>
                <Text size="sm">
                  {m.user_id === null
                    ? 'Withdraw the invitation? Its link stops working.'
                    : `Remove ${m.name ?? m.email} from your team? They lose access at once and their open tasks become unassigned.`}
                </Text>
                <Group gap="xs">
                  <Button
                    color="red"
                    size="xs"
                    loading={remove.isPending}
                    onClick={() => remove.mutate(m.id, { onSuccess: () => setConfirming(null) })}
                  >
                    {m.user_id === null ? 'Withdraw' : 'Remove'}
                  </Button>
                  <Button variant="default" size="xs" onClick={() => setConfirming(null)}>
                    Keep
                  </Button>
                </Group>
              </Stack>
            )}
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
