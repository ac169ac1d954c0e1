import { notAdded, privateAddress } from '@innkeep/contract/channels';
import { todayIso } from '@innkeep/contract/dates';
import { eq } from 'drizzle-orm';
import { calendarBlocks, channelCalendars } from '../../db/schema/channels.ts';
import { createListing } from '../../factories/listings.factory.ts';
import { useTestApp } from '../../test/test-app.ts';
import { useSignedInHost } from '../listings/listings.test-helpers.ts';
import { fetchFeed, isPublicAddress } from './channels.fetch.ts';
import { addChannel, fixture, useFeedServer } from './channels.test-helpers.ts';

// ICAL_ALLOW_PRIVATE_HOSTS is off here, as in production.
const t = useTestApp();
const feeds = useFeedServer();
const host = useSignedInHost(t);
beforeAll(async () => {
  feeds.ics('/feed.ics', fixture('vrbo.ics', todayIso()));
});

const add = async (url: string) => {
  const listing = await createListing(t.db, host.user.id);
  const res = await addChannel(t, host.headers, { listing_id: listing.id, name: 'Evil', url });
  return { res, listingId: listing.id };
};

const feedsOf = (listingId: number) =>
  t.db.select().from(channelCalendars).where(eq(channelCalendars.listingId, listingId));

describe('feeds are fetched from public addresses only', () => {
  it.each([
    'http://127.0.0.1/feed.ics',
    'http://10.1.2.3/feed.ics',
    'http://169.254.169.254/latest/meta-data/',
    'http://192.168.0.1/feed.ics',
    'http://[::1]/feed.ics',
    'http://[::ffff:127.0.0.1]/feed.ics',
    'http://[::7f00:1]/feed.ics',
    'http://[::ffff:7f00:1]/feed.ics',
    'http://[::a9fe:a9fe]/latest/meta-data/',
    'http://0.0.0.0/feed.ics',
  ])('refuses %s when it is added, saying it is a private address', async (url) => {
    const { res, listingId } = await add(url);
    expect(res.statusCode).toBe(422);
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    expect(res.json()).toEqual({
      message: notAdded(privateAddress(host)),
      errors: { url: [privateAddress(host)] },
    });
    expect(await feedsOf(listingId)).toEqual([]);
  });

  it('a name that resolves to loopback is refused after DNS resolution; the server is never reached', async () => {
    const before = feeds.requests.length;
    const { res, listingId } = await add(feeds.url('/feed.ics').replace('127.0.0.1', 'localhost'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.url).toEqual([privateAddress('localhost')]);
    expect(await feedsOf(listingId)).toEqual([]);
    expect(feeds.requests.length).toBe(before);
    expect(await t.db.select().from(calendarBlocks).where(eq(calendarBlocks.listingId, listingId))).toEqual(
      [],
    );
  });

  it('checks every redirect hop: a redirect to loopback, 10.x or the metadata address is refused', async () => {
    // The first hop is allowed by the test (it stands in for a public channel); the targets are not.
    const firstHopOnly = (address: string) => address === '127.0.0.1' || isPublicAddress(address);
    for (const target of [
      'http://10.0.0.7/feed.ics',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:8080/feed.ics',
      'http://192.168.1.1/feed.ics',
    ]) {
      feeds.redirect('/hop.ics', target);
      await expect(
        fetchFeed(feeds.url('/hop.ics'), { allowPrivate: false, isAllowedAddress: firstHopOnly }),
      ).rejects.toThrow(/is a private or local network address/);
    }
    // Control: the same hop to an allowed address is followed.
    feeds.redirect('/hop.ics', feeds.url('/feed.ics'));
    const ok = await fetchFeed(feeds.url('/hop.ics'), {
      allowPrivate: false,
      isAllowedAddress: firstHopOnly,
    });
    expect(ok.notModified).toBe(false);
  });

  it('follows at most 3 redirects and refuses other schemes on a redirect', async () => {
    feeds.redirect('/r1', '/r2');
    feeds.redirect('/r2', '/r3');
    feeds.redirect('/r3', '/r4');
    feeds.redirect('/r4', '/feed.ics');
    await expect(fetchFeed(feeds.url('/r1'), { allowPrivate: true })).rejects.toThrow(
      /More than 3 redirects/,
    );
    expect((await fetchFeed(feeds.url('/r2'), { allowPrivate: true })).notModified).toBe(false);
    feeds.redirect('/file', 'file:///etc/passwd');
    await expect(fetchFeed(feeds.url('/file'), { allowPrivate: true })).rejects.toThrow(/http/);
  });

  it('gives up on a channel that does not answer', async () => {
    feeds.on('/hang', () => undefined);
    await expect(fetchFeed(feeds.url('/hang'), { allowPrivate: true, timeoutMs: 200 })).rejects.toThrow(
      /in time/,
    );
  });

  it('knows public from private addresses', () => {
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(isPublicAddress('2606:2800:220:1::1')).toBe(true);
    for (const a of [
      '127.0.0.1',
      '10.0.0.1',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '::1',
      'fe80::1',
      'fc00::1',
      '100.64.0.1',
      // IPv4-compatible (deprecated, RFC 4291) and IPv4-mapped forms of private and public addresses.
      '::7f00:1',
      '::127.0.0.1',
      '::a00:1',
      '::808:808',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
    ]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });
});
