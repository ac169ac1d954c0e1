import { datesOnEarth } from '@innkeep/contract/dates';
import { parseUrlId } from '@innkeep/contract/page-meta';
import { Container, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { stayQuery } from '../../../api/stays.ts';
import { PageMeta } from '../../../components/page-meta.tsx';
import { HydrateOnView } from '../../../hydration/hydrate-on-view.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { calculationQuery } from '../../../lib/get-calculation.ts';
import { publicConfigQuery } from '../../../lib/get-public-config.ts';
import { type PageLoader, PageNotFound } from '../../../lib/page-loader.ts';
import { backToSearchHref } from '../../../lib/search-origin.ts';
import { useStay } from '../api/get-stay.ts';
import { StayBookingColumn } from '../components/stay-booking-column.tsx';
import type { DateRange } from '../components/stay-calendar.tsx';
import { StayContent } from '../components/stay-content.tsx';
import { StayHead } from '../components/stay-head.tsx';
import { StayNotFound } from '../components/stay-not-found.tsx';
import { StayPhoneBar } from '../components/stay-phone-bar.tsx';
import { StayPhotos } from '../components/stay-photos.tsx';
import { StayTitle } from '../components/stay-title.tsx';
import { guestsAboveCapacity, initialRange, normaliseGuests, pastLinkDates } from '../stay-calendar-logic.ts';
import { useStayInUrl } from '../use-stay-in-url.ts';
import classes from './stay-page.module.css';

/**
 * The server render's data: the stay, the site's configuration (the panel says "inquiries only" when card
 * payments are off) and, for a link with dates, their price: the booking panel shows them as it renders, and
 * hydrates later, so what it reads must be in the server's HTML already. The calendar's nights (taken days and
 * prices) come from the API once the page is in the browser, so the stay's own page (no dates) shows nothing a
 * booking or a price change alters, and stays kept through them (decision 0110).
 */
export const loader: PageLoader = async ({ params, url, client }) => {
  const id = parseUrlId(params.id);
  if (id === null) throw new PageNotFound();
  const [stay] = await Promise.all([
    client.ensureQueryData(stayQuery(id)),
    client.ensureQueryData(publicConfigQuery),
  ]);
  const query = url.searchParams;
  const guests = normaliseGuests(Number(query.get('guests') ?? 1), stay.person_capacity ?? null);
  const [start, end] = initialRange(
    { today: datesOnEarth().earliest, unavailable: new Set() },
    query.get('start'),
    query.get('end'),
  );
  // Prefetched, never thrown: the listing's own date may still find the stay past (decision 0115).
  if (start && end)
    await client.prefetchQuery(calculationQuery(id, { start_date: start, end_date: end, guests }));
};

/** `/stays/{id}`: a shareable listing page; the chosen dates and guests live in the URL too. */
export default function StayPage() {
  const id = parseUrlId(useParams().id);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  // Read once: the page rewrites its own query (dates, guests) below, and that navigation carries no state.
  const [backHref] = useState(() => backToSearchHref(location.state));
  const { data: stay, isPending, isError, error } = useStay(id);
  // The stay lives in component state (clicks must see each other at once; router updates are
  // transitions and may land later) and is mirrored into the URL so the page can be shared or reloaded.
  const [range, setRange] = useState<DateRange>(() => {
    const [start, end] = [params.get('start'), params.get('end')];
    // Kept if it is that date somewhere on Earth: the calendar drops them once it knows the listing's own.
    return initialRange({ today: datesOnEarth().earliest, unavailable: new Set() }, start, end);
  });
  // A link's dates dropped above for being past: the calendar says so (the taken ones it finds itself).
  const [pastDates] = useState(() =>
    pastLinkDates(datesOnEarth().earliest, params.get('start'), params.get('end')),
  );
  const [linkGuests] = useState(() => Number(params.get('guests') ?? 1));
  const [requestedGuests, setRequestedGuests] = useState(linkGuests);
  const guests = normaliseGuests(requestedGuests, stay?.person_capacity ?? null);
  const pageMeta = stay ? <StayHead stay={stay} /> : <PageMeta />;

  useStayInUrl(params, setParams, range, guests);

  if (id === null || (isError && isApiError(error) && error.status === 404)) return <StayNotFound />;

  if (isPending || isError) {
    return (
      <Container size="xl" py="xl">
        {pageMeta}
        {isError ? (
          <Text c="red">{error.message}</Text>
        ) : (
          <Stack aria-busy>
            <Skeleton height={36} width="50%" />
            <Skeleton height={320} radius="lg" />
          </Stack>
        )}
      </Container>
    );
  }

  const address = stay.public_address || [stay.city, stay.country].filter(Boolean).join(', ');

  return (
    <div className={`container-xl ${classes.page}`}>
      {pageMeta}
      <div className={classes.stack}>
        <Link to={backHref} className={classes.back}>
          <IconArrowLeft size={16} aria-hidden /> Back to search
        </Link>
        {/* Each <Suspense> here hydrates on its own, in a commit of its own, and first if touched
            (src/hydration/README.md). */}
        <Suspense>
          <StayTitle stay={stay} address={address} />
        </Suspense>
        {/* On the first screen, but the carousel measures itself as it starts: hydrated in a pass of its own,
            right after the rest of the page, instead of lengthening the page's. */}
        <HydrateOnView>
          <StayPhotos images={stay.images} name={stay.external_listing_name} />
        </HydrateOnView>
        <div className={classes.columns}>
          <StayContent
            stay={stay}
            address={address}
            guests={guests}
            range={range}
            onRangeChange={setRange}
            pastDates={pastDates}
          />
          <StayBookingColumn
            stay={stay}
            start={range[0]}
            end={range[1]}
            guests={guests}
            onGuestsChange={setRequestedGuests}
            linkGuestsAbove={guestsAboveCapacity(linkGuests, stay.person_capacity ?? null)}
          />
        </div>
      </div>
      <Suspense>
        <StayPhoneBar stay={stay} start={range[0]} end={range[1]} guests={guests} />
      </Suspense>
    </div>
  );
}
