import { formatDateTime } from '@innkeep/contract/formats';
import {
  type MessageTemplate,
  PLACEHOLDER_LABELS,
  PLACEHOLDERS,
  type Placeholder,
  SECRET_PLACEHOLDERS,
  TemplateInput,
  type TemplatePreview,
} from '@innkeep/contract/message-templates';
import { Button, Card, Group, Select, Text, Textarea, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { FormCard } from '../../../components/form-card.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { notifications } from '../../../lib/notifications.ts';
import { usePreview, useSaveTemplate, useStaysForPreview } from '../api/templates.ts';
import { EditorActions } from './editor-actions.tsx';

type Errors = Partial<Record<'name' | 'body', string>>;

/**
 * A template's name and words (decision 0042): placeholder buttons insert `{name}` at the cursor, and
 * Preview renders the words for one of the host's upcoming stays, as its guest would get them now.
 */
export function TemplateEditor({
  template,
  onDone,
}: {
  template: MessageTemplate | null;
  onDone: () => void;
}) {
  const [name, setName] = useState(template?.name ?? '');
  const [body, setBody] = useState(template?.body ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [stayId, setStayId] = useState<string | null>(null);
  const [preview, setPreview] = useState<TemplatePreview | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const save = useSaveTemplate();
  const previewer = usePreview();
  const stays = useStaysForPreview();

  const insert = (placeholder: Placeholder) => {
    const el = area.current;
    const token = `{${placeholder}}`;
    const at = el?.selectionStart ?? body.length;
    const end = el?.selectionEnd ?? at;
    const next = body.slice(0, at) + token + body.slice(end);
    setBody(next);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + token.length, at + token.length);
    });
  };

  const check = (): TemplateInput | null => {
    const parsed = TemplateInput.safeParse({ name, body });
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    const found: Errors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'name' || field === 'body') && !found[field]) found[field] = issue.message;
    }
    setErrors(found);
    return null;
  };

  const serverErrors = (error: unknown) => {
    if (isApiError(error) && (error.fieldError('name') || error.fieldError('body'))) {
      setErrors({ name: error.fieldError('name') ?? undefined, body: error.fieldError('body') ?? undefined });
      return;
    }
    setFormError(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const input = check();
    if (!input) return;
    save.mutate(
      { id: template?.id ?? null, input },
      {
        onSuccess: (reply) => {
          notifications.show({ color: 'teal', message: reply.message });
          onDone();
        },
        onError: serverErrors,
      },
    );
  };

  const showPreview = () => {
    setFormError(null);
    const input = check();
    if (!input || !stayId) return;
    previewer.mutate(
      { body: input.body, reservation_id: Number(stayId) },
      { onSuccess: setPreview, onError: serverErrors },
    );
  };

  const stayOptions = (stays.data ?? []).map((r) => ({
    value: String(r.id),
    label: `${r.first_name} ${r.last_name} · ${r.listing.external_listing_name} · ${r.start_date}`,
  }));

  return (
    <FormCard
      label="Template"
      title={template ? `Edit “${template.name}”` : 'New template'}
      error={formError}
      onSubmit={submit}
    >
      <TextInput
        label="Name"
        required
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
        maxLength={100}
      />
      <div>
        <Text size="sm" fw={500} mb={4} id="placeholder-buttons">
          Insert a placeholder
        </Text>
        <Group gap={6} role="group" aria-labelledby="placeholder-buttons">
          {PLACEHOLDERS.map((p) => (
            <Button
              key={p}
              size="compact-sm"
              variant="light"
              color={SECRET_PLACEHOLDERS.includes(p) ? 'orange' : undefined}
              onClick={() => insert(p)}
              title={`{${p}}`}
            >
              {PLACEHOLDER_LABELS[p]}
            </Button>
          ))}
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          The door code and Wi-Fi (orange) go out only from 48 hours before check-in; sent earlier they read
          “(shared 48 hours before check-in)”.
        </Text>
      </div>
      <Textarea
        ref={area}
        label="Message"
        required
        rows={9}
        resize="vertical"
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        error={errors.body}
      />
      <Group align="end" gap="xs" wrap="wrap">
        <Select
          label="Preview for a reservation"
          placeholder={
            stays.isPending ? 'Loading…' : stayOptions.length ? 'Choose a stay' : 'No upcoming stays'
          }
          data={stayOptions}
          value={stayId}
          onChange={setStayId}
          searchable
          style={{ flex: '1 1 16rem' }}
        />
        <Button variant="default" onClick={showPreview} disabled={!stayId} loading={previewer.isPending}>
          Preview
        </Button>
      </Group>
      {preview ? (
        <Card withBorder radius="sm" padding="sm" bg="var(--mantine-color-gray-0)" aria-label="Preview">
          <Text size="sm" className="text-as-typed" data-testid="template-preview">
            {preview.body}
          </Text>
          {preview.secrets_withheld ? (
            <Text size="xs" c="dimmed" mt="xs">
              Sent now, the door code and Wi-Fi are held back: they go out from{' '}
              {formatDateTime(preview.secrets_from)}.
            </Text>
          ) : null}
        </Card>
      ) : null}
      <EditorActions saveLabel="Save template" saving={save.isPending} onCancel={onDone} />
    </FormCard>
  );
}
