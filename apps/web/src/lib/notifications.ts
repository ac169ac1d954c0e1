import { type NotificationData, notifications as toasts } from '@mantine/notifications';
import { wantToasts } from './toasts-wanted.ts';

/**
 * Mantine's notifications, whose container the app mounts the first time one is shown (app/providers.tsx):
 * a toast shown before it has loaded waits in Mantine's store and appears once it has.
 */
export const notifications = {
  show(data: NotificationData): string {
    wantToasts();
    // Mantine's close button has no name of its own (axe: button-name).
    return toasts.show({ ...data, closeButtonProps: { 'aria-label': 'Dismiss', ...data.closeButtonProps } });
  },
};
