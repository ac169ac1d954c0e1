import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { DeleteDialog, deleteDialogState } from '../../../components/delete-dialog.tsx';
import { useDeleteListing } from '../api/delete-listing.ts';

interface DeleteListingDialogProps {
  /** The listing to delete; `null` keeps the dialog closed. */
  listing: { id: number; external_listing_name: string; upcoming_stays?: number } | null;
  onClose: () => void;
}

/**
 * What a deleted listing loses (the original list, less what Innkeep does not have: message templates,
 * groups and automations). Reservations and payments are financial records, so a listing that has any is
 * taken off the site and out of the host's lists while they stay (listings soft delete, docs/requirements/host.md#R-H3).
 */
const REMOVED = [
  'Listing details, photos and attachments',
  'Financial details: prices, fees and discounts',
  'Its calendar: blocked nights, the iCal export and imported channel calendars',
];

/** The confirmation (docs/requirements/wire.md#R-W9); the dialog stays open and shows the server's reason when it refuses (e.g. 409). */
export function DeleteListingDialog({ listing, onClose }: DeleteListingDialogProps) {
  const dialog = deleteDialogState({
    item: listing,
    mutation: useDeleteListing(),
    variables: (l) => l.id,
    onClose,
  });
  // The server refuses (409) while paid or payable stays are ahead: say so before the host presses Delete.
  const upcoming = listing?.upcoming_stays ?? 0;

  return (
    <DeleteDialog
      {...dialog}
      title="Are you sure you want to proceed with this deletion?"
      warning="Deleted data cannot be restored."
      blocked={upcoming > 0}
    >
      {listing && (
        <Text fw={600} size="sm">
          {listing.external_listing_name}
        </Text>
      )}
      {upcoming > 0 && (
        <Alert color="red" role="alert" title={`${upcoming} upcoming stay${upcoming === 1 ? '' : 's'}`}>
          <Stack gap={4}>
            <Text size="sm">
              Guests have {upcoming === 1 ? 'a stay' : `${upcoming} stays`} booked or awaiting payment here.
              Cancel or move {upcoming === 1 ? 'it' : 'them'} first: this listing cannot be deleted until
              then.
            </Text>
            <Anchor component={Link} to={`/reservations?listing=${listing?.id}&when=upcoming`} size="sm">
              See {upcoming === 1 ? 'it' : 'them'} in Reservations
            </Anchor>
          </Stack>
        </Alert>
      )}
      <Text size="sm">The following will be permanently removed:</Text>
      <List size="sm" spacing={4}>
        {REMOVED.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
      <Text size="sm">
        Its reservations and payments are kept in your reservations, for your records and your guests.
      </Text>
    </DeleteDialog>
  );
}
