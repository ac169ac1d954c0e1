import {
  AUTOMATION_TRIGGERS,
  type Automation,
  AutomationInput,
  type AutomationTrigger,
  describeAutomation,
  MAX_OFFSET_HOURS,
  type MessageTemplate,
  TRIGGER_LABELS,
} from '@innkeep/contract/message-templates';
import { Checkbox, Group, MultiSelect, NumberInput, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { FormCard } from '../../../components/form-card.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notifications } from '../../../lib/notifications.ts';
import { useHostListings, useSaveAutomation } from '../api/templates.ts';
import { EditorActions } from './editor-actions.tsx';

const FIELDS = ['template_id', 'trigger', 'offset_hours', 'listing_ids'] as const;
type Field = (typeof FIELDS)[number];

/** An automation (decision 0043): which template, at which moment of each stay, on which listings. */
export function AutomationEditor({
  automation,
  templates,
  onDone,
}: {
  automation: Automation | null;
  templates: MessageTemplate[];
  onDone: () => void;
}) {
  const [templateId, setTemplateId] = useState<string | null>(
    automation ? String(automation.template_id) : templates[0] ? String(templates[0].id) : null,
  );
  const [trigger, setTrigger] = useState<AutomationTrigger>(automation?.trigger ?? 'before_check_in');
  const [offset, setOffset] = useState<number | string>(automation?.offset_hours ?? 48);
  const [listingIds, setListingIds] = useState<string[]>((automation?.listing_ids ?? []).map(String));
  const [enabled, setEnabled] = useState(automation?.enabled ?? true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const listings = useHostListings();
  const save = useSaveAutomation();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const raw = {
      template_id: templateId ? Number(templateId) : undefined,
      trigger,
      offset_hours: offset === '' ? undefined : offset,
      listing_ids: listingIds.map(Number),
      enabled,
    };
    const parsed = AutomationInput.safeParse(raw);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        if (FIELDS.includes(field) && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(
      { id: automation?.id ?? null, input: parsed.data },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'teal', message: reply.message });
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && FIELDS.some((f) => error.fieldError(f))) {
            setErrors(Object.fromEntries(FIELDS.map((f) => [f, error.fieldError(f)])));
          } else
            setFormError(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
        },
      },
    );
  };

  const hours = typeof offset === 'number' ? offset : Number(offset) || 0;
  return (
    <FormCard
      label="Automation"
      title={automation ? 'Edit automation' : 'New automation'}
      error={formError}
      onSubmit={submit}
    >
      <Select
        label="Template"
        required
        data={templates.map((t) => ({ value: String(t.id), label: t.name }))}
        value={templateId}
        onChange={setTemplateId}
        error={errors.template_id}
        allowDeselect={false}
      />
      <Group align="start" gap="xs" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label="When"
          required
          data={AUTOMATION_TRIGGERS.map((t) => ({ value: t, label: TRIGGER_LABELS[t] }))}
          value={trigger}
          onChange={(v) => v && setTrigger(v as AutomationTrigger)}
          error={errors.trigger}
          allowDeselect={false}
          miw={220}
        />
        <NumberInput
          label="Hours"
          required
          min={0}
          max={MAX_OFFSET_HOURS}
          allowDecimal={false}
          value={offset}
          onChange={setOffset}
          error={errors.offset_hours}
          miw={100}
        />
      </Group>
      <Text size="sm" c="dimmed">
        Sends {describeAutomation(trigger, hours)}, at the listing’s time zone, once per paid stay.
      </Text>
      <MultiSelect
        label="Listings"
        placeholder={listingIds.length ? undefined : 'All my listings'}
        description="Leave empty for all your listings, also those you add later."
        data={(listings.data ?? []).map((l) => ({ value: String(l.id), label: l.external_listing_name }))}
        value={listingIds}
        onChange={setListingIds}
        error={errors.listing_ids}
        searchable
        clearable
      />
      <Checkbox label="On" checked={enabled} onChange={(e) => setEnabled(e.currentTarget.checked)} />
      <EditorActions saveLabel="Save automation" saving={save.isPending} onCancel={onDone} />
    </FormCard>
  );
}
