import { PricingRuleInput } from '@innkeep/contract/pricing-rules-wire';
import { Alert, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { type Dispatch, type SetStateAction, useState } from 'react';
import type { ListingOption } from '../../../api/listings.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useCheckedForm } from '../../../lib/field-issues.ts';
import { useSaveRule } from '../api/save-rule.ts';
import { type Draft, emptyDraft, toBody } from '../rule-draft.ts';
import { RuleFields } from './rule-fields.tsx';

interface RuleFormProps {
  /** A new rule, or the one being edited (`id` set). */
  draft: Draft;
  setDraft: Dispatch<SetStateAction<Draft>>;
  /** The host's listings, to apply the rule to; undefined while they load. */
  listings: ListingOption[] | undefined;
}

/**
 * Add a rule, or edit one: its fields, the listings it applies to, and the server's answer. The body is checked
 * first with the schema the server parses it with: a refusal is shown at once, and nothing is sent.
 */
export function RuleForm({ draft, setDraft, listings }: RuleFormProps) {
  const save = useSaveRule();
  const form = useCheckedForm(PricingRuleInput, save);
  // What was said of one rule does not stay on the next one opened (or on a new one).
  const [checkedId, setCheckedId] = useState(draft.id);
  if (checkedId !== draft.id) {
    setCheckedId(draft.id);
    form.clear();
  }
  const errorOf = form.issue;
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const editing = draft.id !== null;
  return (
    <Card withBorder radius="md" p="lg">
      <form
        aria-label={editing ? 'Edit rule' : 'Add a rule'}
        // The contract's messages, not the browser's: it checks more than `required` and min/max can.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const body = toBody(draft);
          if (form.check(body))
            save.mutate({ id: draft.id, body }, { onSuccess: () => setDraft(emptyDraft) });
        }}
      >
        <Stack>
          <Title order={2} size="h3">
            {editing ? 'Edit rule' : 'Add a rule'}
          </Title>
          <RuleFields draft={draft} set={set} errorOf={errorOf} />
          <Checkbox.Group
            label="Listings"
            value={draft.listingIds}
            onChange={(v) => set({ listingIds: v })}
            error={errorOf('listing_ids')}
          >
            <Stack gap={6} mt={6}>
              {(listings ?? []).map((l) => (
                <Checkbox key={l.value} value={l.value} label={l.label} />
              ))}
              {listings?.length === 0 && (
                <Text size="sm" c="dimmed">
                  No published listings yet.
                </Text>
              )}
            </Stack>
          </Checkbox.Group>
          {/* A refusal that names fields shows under them; any other failure here. */}
          {save.error && !(isApiError(save.error) && Object.keys(save.error.fieldErrors).length > 0) ? (
            <Alert color="red" role="alert">
              {errorText(save.error)}
            </Alert>
          ) : null}
          {save.isSuccess && !editing && (
            <Alert color="green" role="status">
              {save.data.message}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Save rule' : 'Add rule'}
            </Button>
            {editing && (
              <Button variant="subtle" onClick={() => setDraft(emptyDraft)}>
                Cancel editing
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
