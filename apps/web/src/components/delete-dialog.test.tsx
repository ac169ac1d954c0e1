import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SOMETHING_WENT_WRONG } from '../lib/error-text.ts';
import { renderWithProviders } from '../test-render.tsx';
import { DeleteDialog, deleteDialogState } from './delete-dialog.tsx';

interface Flat {
  id: number;
  name: string;
}

function FlatDialog({
  flat,
  remove,
  onClose,
  onDeleted,
}: {
  flat: Flat | null;
  remove: (id: number) => Promise<unknown>;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const dialog = deleteDialogState({
    item: flat,
    mutation: useMutation({ mutationFn: remove }),
    variables: (f) => f.id,
    onClose,
    deleted: 'Flat deleted.',
    onDeleted,
  });
  return (
    <DeleteDialog {...dialog} title="Delete this flat?">
      {flat?.name}
    </DeleteDialog>
  );
}

const flat: Flat = { id: 4, name: 'Sea View' };

describe('deleteDialogState', () => {
  it('keeps the dialog closed without an item', () => {
    renderWithProviders(<FlatDialog flat={null} remove={vi.fn()} onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('deletes the item by its variables and closes only once the server answered, with the notice', async () => {
    const steps: string[] = [];
    let answer: () => void = () => {};
    const remove = vi.fn((_id: number) => new Promise<void>((resolve) => (answer = resolve)));
    renderWithProviders(
      <FlatDialog
        flat={flat}
        remove={remove}
        onClose={() => steps.push('closed')}
        onDeleted={() => steps.push('deleted')}
      />,
      { toasts: true },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this flat?' });
    expect(dialog).toHaveTextContent('Sea View');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(remove.mock.calls[0]?.[0]).toBe(4);
    expect(steps).toEqual([]);

    answer();
    expect(await screen.findByText('Flat deleted.')).toBeInTheDocument();
    expect(steps).toEqual(['closed', 'deleted']);
  });

  it('keeps a refusal in the dialog; closing forgets it', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <FlatDialog flat={flat} remove={() => Promise.reject(new Error('offline'))} onClose={onClose} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SOMETHING_WENT_WRONG);
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
