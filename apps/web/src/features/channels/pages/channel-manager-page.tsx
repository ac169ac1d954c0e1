import { Select, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useMyListingOptions } from '../../../api/listings.ts';
import { DashboardWidth } from '../../../components/dashboard-width.tsx';
import { PageMeta } from '../../../components/page-meta.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useChannels } from '../api/channels.ts';
import { AddFeedForm } from '../components/add-feed-form.tsx';
import { ConflictList } from '../components/conflict-list.tsx';
import { ExportCard } from '../components/export-card.tsx';
import { FeedList } from '../components/feed-list.tsx';

/** Channel manager (docs/requirements/channels.md#R-CH1): per listing, its export address, the calendars it imports, and conflicts. */
export default function ChannelManagerPage() {
  const listings = useMyListingOptions();
  // The listing lives in the URL (`?listing=`), like the calendar's: a reload keeps it.
  const [params, setParams] = useSearchParams();
  const picked = params.get('listing');
  const first = listings.data?.[0]?.value ?? null;
  const listingId = Number(picked ?? first ?? 0) || null;
  const pick = (value: string) => setParams({ listing: value }, { replace: true });
  // Pin the default (the newest listing), so a refetch after a listing is added elsewhere does not switch it.
  useEffect(() => {
    if (picked === null && first !== null) setParams({ listing: first }, { replace: true });
  }, [picked, first, setParams]);
  const channels = useChannels(listingId);

  return (
    <DashboardWidth size="md" py="md">
      <PageMeta title="Channel manager" />
      <Stack gap="md">
        <Title order={1}>Channel manager</Title>
        <Text c="dimmed" size="sm">
          Keep one calendar across Airbnb, Vrbo, Booking.com and this site: export each listing’s calendar to
          the channels and import theirs here. Imported calendars are synced every 15 minutes.
        </Text>
        <QueryState query={listings} loading="Loading listings">
          {(options) =>
            options.length === 0 ? (
              <Text c="dimmed">Add a listing first: each listing has its own calendars.</Text>
            ) : (
              <Select
                label="Listing"
                data={options}
                value={String(listingId)}
                onChange={(value) => value && pick(value)}
                allowDeselect={false}
                searchable
                w={{ base: '100%', sm: 360 }}
              />
            )
          }
        </QueryState>
        {listingId !== null && (
          <QueryState query={channels} loading="Loading calendars">
            {({ conflicts, export_url, feeds }) => (
              <>
                <ConflictList conflicts={conflicts} />
                <ExportCard listingId={listingId} exportUrl={export_url} />
                <Title order={2} size="h3">
                  Imported calendars
                </Title>
                <FeedList feeds={feeds} />
                <AddFeedForm listingId={listingId} />
              </>
            )}
          </QueryState>
        )}
      </Stack>
    </DashboardWidth>
  );
}
