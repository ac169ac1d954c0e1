import { Alert, Modal, Stack, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FormEvent, ReactNode } from 'react';
import { DialogActions } from '../../../components/dialog-actions.tsx';

interface FormDialogProps {
  opened: boolean;
  title: string;
  /** New shows Create, edit shows Edit (docs/requirements/wire.md#R-W12). */
  mode: 'new' | 'edit';
  pending: boolean;
  /** A failure that belongs to no field (network, 401, 404). */
  formError: string | null;
  submitDisabled?: boolean;
  /** Long forms (the blog post) take the whole screen below the sm breakpoint. */
  fullScreenOnPhone?: boolean;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/** What `useDialogForm` hands the frame: all but the fields and the options of one dialog. */
export type DialogFrame = Pick<
  FormDialogProps,
  'opened' | 'title' | 'mode' | 'pending' | 'formError' | 'onClose' | 'onSubmit'
>;

/** The frame of every admin save dialog: the fields, then Close and Create/Edit. */
export function FormDialog({
  opened,
  title,
  mode,
  pending,
  formError,
  submitDisabled = false,
  fullScreenOnPhone = false,
  onClose,
  onSubmit,
  children,
}: FormDialogProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  const fullScreen = fullScreenOnPhone && phone;
  return (
    <Modal
      opened={opened}
      onClose={() => !pending && onClose()}
      title={title}
      centered={!fullScreen}
      fullScreen={fullScreen}
      size="lg"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {children}
          {formError && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
              {formError}
            </Alert>
          )}
          <DialogActions pending={pending} onCancel={onClose} cancelLabel="Close" disabled={submitDisabled}>
            {mode === 'new' ? 'Create' : 'Edit'}
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
