import { ATTACHMENT_MESSAGES } from '@innkeep/contract/listings-uploads';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderListingTab } from '../test-listing-form.tsx';
import { AttachmentsTab } from './attachments-tab.tsx';

// The Attachment tab: PDFs checked by their content as they are chosen, each with a display name and shown to
// guests only when public.
const pdf = (name: string, text = '%PDF-1.4 a house guide') =>
  new File([text], name, { type: 'application/pdf' });

describe('AttachmentsTab', { timeout: 30_000 }, () => {
  it('adds the PDFs chosen, refuses one that is not a PDF inside, and keeps name and visibility per file', async () => {
    const form = renderListingTab(<AttachmentsTab />, {}, 'test');
    const attachments = () => form.getValues('attachments') ?? [];
    const user = userEvent.setup();
    expect(screen.getByText('No attachments.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Choose PDF attachments'), [
      pdf('House guide.pdf'),
      pdf('photo.pdf', 'not a pdf at all'),
    ]);
    expect(await screen.findByText(ATTACHMENT_MESSAGES.type('photo.pdf'))).toBeInTheDocument();
    const card = await screen.findByLabelText('Attachment House guide.pdf');
    expect(within(card).getByRole('textbox', { name: 'Display name' })).toHaveValue('House guide');
    expect(within(card).getByText('Only you')).toBeInTheDocument();
    expect(attachments().map((a) => a.name)).toEqual(['House guide.pdf']);

    await user.click(within(card).getByRole('switch', { name: /^Public/ }));
    const displayName = within(card).getByRole('textbox', { name: 'Display name' });
    await user.clear(displayName);
    await user.type(displayName, 'Check-in guide');
    expect(within(card).getByText('Guests can see it')).toBeInTheDocument();
    expect(attachments()).toMatchObject([
      { name: 'House guide.pdf', attachments_file_name: 'Check-in guide', attachments_is_public: true },
    ]);

    // The same file again is a duplicate; removing it empties the list.
    await user.upload(screen.getByLabelText('Choose PDF attachments'), [pdf('House guide.pdf')]);
    expect(
      await screen.findByText(`${ATTACHMENT_MESSAGES.duplicate} Not added again: House guide.pdf.`),
    ).toBeInTheDocument();
    expect(attachments()).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove attachment House guide.pdf' }));
    await waitFor(() => expect(attachments()).toEqual([]));
    expect(screen.getByText('No attachments.')).toBeInTheDocument();
  });
});
