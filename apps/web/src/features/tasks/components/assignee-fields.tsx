import { Checkbox, Select } from '@mantine/core';
import { useState } from 'react';

/** A change to who does a task and whether a photo is asked for: the fields the API takes. */
export interface AssigneeChange {
  assignee_id?: number | null;
  needs_photo?: boolean;
}

interface Props {
  assignees: { value: string; label: string }[];
  assigneeId: number | null;
  needsPhoto: boolean;
  onChange: (change: AssigneeChange) => void;
  label?: string;
  description?: string;
  error?: string | undefined;
  disabled?: boolean;
  photoDisabled?: boolean;
}

/**
 * Who does the work (a member of the team, or nobody yet) and whether a photo of it is asked for: the add form,
 * a task's card and a listing's turnover defaults all say it this way.
 */
export function AssigneeFields({ assignees, assigneeId, needsPhoto, onChange, label, ...props }: Props) {
  return (
    <>
      <Select
        label={label ?? 'Assigned to'}
        description={props.description}
        placeholder="Nobody yet"
        data={assignees}
        value={assigneeId === null ? null : String(assigneeId)}
        onChange={(v) => onChange({ assignee_id: v === null ? null : Number(v) })}
        clearable
        error={props.error}
        disabled={props.disabled}
      />
      <Checkbox
        label="Ask for a photo of the finished work"
        checked={needsPhoto}
        onChange={(e) => onChange({ needs_photo: e.currentTarget.checked })}
        disabled={props.disabled || props.photoDisabled}
      />
    </>
  );
}

/** A form's own choice of assignee and photo, before it is sent, in the shape `AssigneeFields` takes. */
export function useAssigneeChoice(initial: { assignee_id: number | null; needs_photo: boolean }) {
  const [assigneeId, setAssigneeId] = useState(initial.assignee_id);
  const [needsPhoto, setNeedsPhoto] = useState(initial.needs_photo);
  const onChange = (change: AssigneeChange) => {
    if (change.assignee_id !== undefined) setAssigneeId(change.assignee_id);
    if (change.needs_photo !== undefined) setNeedsPhoto(change.needs_photo);
  };
  return { assigneeId, needsPhoto, onChange };
}
