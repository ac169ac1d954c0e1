import { type MessageTemplate, type Placeholder, TemplateInput } from '@innkeep/contract/message-templates';
import { Textarea, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { FormCard } from '../../../components/form-card.tsx';
import { notifications } from '../../../lib/notifications.ts';
import { useSaveTemplate } from '../api/templates.ts';
import { EditorActions } from './editor-actions.tsx';
import { type FieldErrors, failureText, schemaErrors, serverErrors } from './field-errors.ts';
import { PlaceholderPicker } from './placeholder-picker.tsx';
import { TemplatePreview } from './template-preview.tsx';

const FIELDS = ['name', 'body'] as const;

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
  const [errors, setErrors] = useState<FieldErrors<(typeof FIELDS)[number]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const area = useRef<HTMLTextAreaElement>(null);
  const save = useSaveTemplate();

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
    setErrors(schemaErrors(parsed.error.issues, FIELDS));
    return null;
  };

  const refused = (error: unknown) => {
    const fields = serverErrors(error, FIELDS);
    if (fields) setErrors(fields);
    else setFormError(failureText(error));
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
        onError: refused,
      },
    );
  };

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
      <PlaceholderPicker onInsert={insert} />
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
      <TemplatePreview
        prepare={() => {
          setFormError(null);
          return check();
        }}
        onError={refused}
      />
      <EditorActions saveLabel="Save template" saving={save.isPending} onCancel={onDone} />
    </FormCard>
  );
}
