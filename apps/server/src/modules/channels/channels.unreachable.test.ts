import { notAdded, unreachable } from '@innkeep/contract/channels';
import { createListing } from '../../factories/listings.factory.ts';
import { closedPort } from '../../test/closed-port.ts';
import { addChannel, useChannelImport } from './channels.test-helpers.ts';

const { t, host } = useChannelImport();

describe('a calendar whose server cannot be reached', () => {
  it('is not added, and the host reads why in words, not a socket error', async () => {
    const listing = await createListing(t.db, host.user.id);
    const url = `http://127.0.0.1:${await closedPort()}/feed.ics`;
    const res = await addChannel(t, host.headers, { listing_id: listing.id, name: 'Airbnb', url });
    expect(res.statusCode).toBe(422);
    const reason = unreachable('127.0.0.1', 'ECONNREFUSED');
    expect(res.json()).toEqual({ message: notAdded(reason), errors: { url: [reason] } });
    expect(reason).toBe('127.0.0.1 refused the connection; check the address or try again later');
  });

  it('says a name with no server is probably mistyped, and names a bad certificate', () => {
    expect(unreachable('www.airbnb.cmo', 'ENOTFOUND')).toBe(
      'No server was found at www.airbnb.cmo. Check the calendar address for a typing mistake',
    );
    expect(unreachable('cal.example', 'CERT_HAS_EXPIRED')).toMatch(/no valid security certificate/);
    expect(unreachable('cal.example', 'ECONNRESET')).toBe(
      'cal.example could not be reached; try again later',
    );
  });
});
