import {
  type Automation,
  AutomationInput,
  type AutomationTrigger,
  type MessageTemplate,
} from '@innkeep/contract/message-templates';
import { Checkbox, MultiSelect, Select } from '@mantine/core';
import { useState } from 'react';
import { FormCard } from '../../../components/form-card.tsx';
import { notifications } from '../../../lib/notifications.ts';
import { useHostListings, useSaveAutomation } from '../api/templates.ts';
import { AutomationTiming } from './automation-timing.tsx';
import { EditorActions } from './editor-actions.tsx';
import { type FieldErrors, failureText, schemaErrors, serverErrors } from './field-errors.ts';

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
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
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
      setErrors(schemaErrors(parsed.error.issues, FIELDS));
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
          const fields = serverErrors(error, FIELDS);
          if (fields) setErrors(fields);
          else setFormError(failureText(error));
        },
      },
    );
  };

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
      <AutomationTiming
        trigger={trigger}
        onTrigger={setTrigger}
        offset={offset}
        onOffset={setOffset}
        errors={errors}
      />
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
