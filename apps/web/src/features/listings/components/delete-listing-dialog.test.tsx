import { operationKey } from '@innkeep/api-client/query-keys';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, requestsSent, stubFetch } from '../../../test-render.tsx';
import { DeleteListingDialog } from './delete-listing-dialog.tsx';

const fetchMock = stubFetch();

/** Views of listings the cache holds before the deletion: the host's list, the guests' stay page, a search. */
const VIEWS = [operationKey('listMyListings'), operationKey('getStay', 7), ['search', { city: 'Lisbon' }]];

function renderDialog(onClose = vi.fn(), upcoming = 0) {
  const { client } = renderWithProviders(
    <DeleteListingDialog
      listing={{ id: 7, external_listing_name: 'Sea View', upcoming_stays: upcoming }}
      onClose={onClose}
    />,
    { route: '/listings' },
  );
  for (const key of VIEWS) client.setQueryData(key, { data: [] });
  client.setQueryData(operationKey('getMyListing', 7), { id: 7 });
  const stale = () => VIEWS.filter((key) => client.getQueryState(key)?.isInvalidated);
  return { onClose, client, stale };
}

describe('DeleteListingDialog', () => {
  it("lists what is removed, says reservations and payments are kept, and that it can't be restored", async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', {
      name: 'Are you sure you want to proceed with this deletion?',
    });
    for (const text of [
      'Listing details, photos and attachments',
      'Financial details',
      'imported channel calendars',
      'Its reservations and payments are kept',
      'cannot be restored',
    ]) {
      expect(dialog).toHaveTextContent(text);
    }
    // Innkeep has no message templates, groups or automations: the dialog does not promise to remove them.
    expect(dialog).not.toHaveTextContent(/template|automation/i);
  });

  it('shows a 409 in the dialog, stays open and reloads nothing', async () => {
    fetchMock.mockResolvedValue(
      json(409, { error: 'This listing has 1 upcoming reservation.', code: 'CONFLICT' }),
    );
    const { onClose, stale } = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This listing has 1 upcoming reservation.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(stale()).toEqual([]);
    expect(requestsSent(fetchMock)[0]).toBe('DELETE /api/listings/7');
  });

  it('closes and refreshes every view of listings only after the server confirmed', async () => {
    fetchMock.mockResolvedValue(json(200, { message: 'Listing deleted successfully.' }));
    const { onClose, client, stale } = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(stale()).toEqual(VIEWS);
    // The deleted listing's own page is dropped, not asked again.
    expect(client.getQueryData(operationKey('getMyListing', 7))).toBeUndefined();
  });

  it('says how many stays are upcoming, links to them, and keeps Delete off (the server refuses them too)', async () => {
    renderDialog(vi.fn(), 2);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('2 upcoming stays');
    expect(alert).toHaveTextContent('Cancel or move them first');
    expect(screen.getByRole('link', { name: 'See them in Reservations' })).toHaveAttribute(
      'href',
      '/reservations?listing=7&when=upcoming',
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
