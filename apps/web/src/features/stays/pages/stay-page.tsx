import { todayIso } from '@innkeep/contract/dates';
import { parseUrlId } from '@innkeep/contract/page-meta';
import { PUBLIC_LOCATION_RADIUS_M } from '@innkeep/contract/search-constants';
import { Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconMapPin } from '@tabler/icons-react';
import {
  type ComponentProps,
  type Dispatch,
  lazy,
  type SetStateAction,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { stayQuery } from '../../../api/stays.ts';
import { PageMeta } from '../../../components/page-meta.tsx';
import { RatingSummary } from '../../../components/rating-summary.tsx';
import { ClientOnly } from '../../../hydration/client-only.tsx';
import { HydrateOnView } from '../../../hydration/hydrate-on-view.tsx';
import { lazyPart } from '../../../hydration/lazy-part.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { calculationQuery } from '../../../lib/get-calculation.ts';
import { publicConfigQuery } from '../../../lib/get-public-config.ts';
import { type PageLoader, PageNotFound } from '../../../lib/page-loader.ts';
import { backToSearchHref } from '../../../lib/search-origin.ts';
import { useStay } from '../api/get-stay.ts';
import { useUnavailableDates } from '../api/get-unavailable-dates.ts';
import { type DateRange, StayCalendar } from '../components/stay-calendar.tsx';
import {
  StayAmenities,
  StayAttachments,
  StayBeds,
  StayKeyFacts,
  StayRules,
} from '../components/stay-facts.tsx';
import { StayHead } from '../components/stay-head.tsx';
import { StayPhoneBar } from '../components/stay-phone-bar.tsx';
import { StayPhotos } from '../components/stay-photos.tsx';
import { StayReviews } from '../components/stay-reviews.tsx';
import { StaySection } from '../components/stay-section.tsx';
import sections from '../components/stay-sections.module.css';
import { initialRange, normaliseGuests } from '../stay-calendar-logic.ts';
import classes from './stay-page.module.css';

// Leaflet is heavy and below the fold: load it only when a stay with coordinates is shown.
const StayMap = lazy(() => import('../components/stay-map.tsx'));
// The price, the guests and the inquiry form (react-hook-form, its inputs): a chunk of its own, loaded as the
// panel hydrates (at once beside the photos on a wide screen, when reached at the end of a phone's page).
const BookingPanel = lazyPart(() => import('../components/booking-panel.tsx').then((m) => m.BookingPanel));

/**
 * Keeps the booking panel sticky below the header while it fits the window, and by its foot when it is taller,
 * re-measured as it or the window changes. Written to the element's style, not React state: a page update before the panel's lazy
 * part hydrates would make React throw its server HTML away.
 */
function usePanelFits(shown: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = ref.current;
    if (!shown || !panel) return;
    const measure = () => {
      // Taller than the window (the inquiry's message box, errors): sticky by its foot instead, 16 px above the
      // window's bottom, so it stays beside the content and Send inquiry is always reached, never cut off.
      const fits = panel.offsetHeight <= window.innerHeight - 96;
      panel.style.top = `${fits ? 80 : window.innerHeight - panel.offsetHeight - 16}px`;
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(panel);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [shown]);
  return ref;
}

/**
 * The calendar with the stay's nights, asked in the browser (decision 0110). The query lives here, not in the page:
 * when the nights come only the calendar renders again, not the whole page.
 */
function StayAvailability({
  id,
  guests,
  value,
  onChange,
  ...calendar
}: Omit<ComponentProps<typeof StayCalendar>, 'unavailable' | 'rates' | 'loading' | 'failed' | 'onChange'> & {
  id: number;
  guests: number;
  onChange: Dispatch<SetStateAction<DateRange>>;
}) {
  const unavailable = useUnavailableDates(id, guests);
  // Dates from a link are dropped once availability shows they are no longer free.
  useEffect(() => {
    if (!unavailable.data) return;
    const taken = new Set(unavailable.data.unavailable_dates);
    onChange((current) => {
      const [start, end] = current;
      if (!start || !end) return current;
      const checked = initialRange({ today: todayIso(), unavailable: taken }, start, end);
      return checked[0] ? current : checked;
    });
  }, [unavailable.data, onChange]);
  return (
    <StayCalendar
      {...calendar}
      unavailable={unavailable.data?.unavailable_dates}
      rates={unavailable.data}
      loading={unavailable.isFetching}
      failed={unavailable.isError ? { retry: () => void unavailable.refetch() } : undefined}
      value={value}
      onChange={onChange}
    />
  );
}

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
    { today: todayIso(), unavailable: new Set() },
    query.get('start'),
    query.get('end'),
  );
  if (start && end)
    await client.ensureQueryData(calculationQuery(id, { start_date: start, end_date: end, guests }));
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
    return initialRange({ today: todayIso(), unavailable: new Set() }, start, end);
  });
  const [requestedGuests, setRequestedGuests] = useState(() => Number(params.get('guests') ?? 1));
  const guests = normaliseGuests(requestedGuests, stay?.person_capacity ?? null);
  const bookingRef = usePanelFits(stay !== undefined);
  const pageMeta = stay ? <StayHead stay={stay} /> : <PageMeta />;

  // Only a change is written: a navigation re-renders the whole page, and one right after hydrating held a
  // phone's main thread for a quarter of a second. One guest, the default, needs no parameter.
  useEffect(() => {
    const next = new URLSearchParams(params);
    const [start, end] = range;
    for (const [key, value] of [
      ['start', start],
      ['end', end],
      ['guests', guests === 1 && !params.has('guests') ? null : String(guests)],
    ] as const) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (next.toString() !== params.toString()) {
      setParams(next, { replace: true, preventScrollReset: true });
    }
  }, [range, guests, params, setParams]);

  if (id === null || (isError && isApiError(error) && error.status === 404)) {
    return (
      <Container size="md" py="xl">
        <PageMeta notFound />
        <Stack>
          <Title order={1}>Stay not found</Title>
          <Text c="dimmed">This listing does not exist or is no longer published.</Text>
          <Button component={Link} to="/" w="fit-content">
            Find another stay
          </Button>
        </Stack>
      </Container>
    );
  }

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
          <div className={classes.title}>
            {stay.property_type && <span className="plain-badge">{stay.property_type.name}</span>}
            <h1 className={classes.name}>{stay.external_listing_name}</h1>
            <div className={classes.subtitle}>
              {Boolean(stay.rating_count) && (
                <a href="#reviews" className={classes.ratingLink}>
                  <RatingSummary average={stay.rating_average} count={stay.rating_count} />
                </a>
              )}
              {address && (
                <span className={classes.address}>
                  <IconMapPin size={18} aria-hidden />
                  {address}
                </span>
              )}
            </div>
          </div>
        </Suspense>
        {/* On the first screen, but the carousel measures itself as it starts: hydrated in a pass of its own,
            right after the rest of the page, instead of lengthening the page's. */}
        <HydrateOnView>
          <StayPhotos images={stay.images} name={stay.external_listing_name} />
        </HydrateOnView>
        <div className={classes.columns}>
          <div className={classes.content}>
            <Suspense>
              <StayKeyFacts stay={stay} />
            </Suspense>
            {stay.description && (
              <StaySection name="about" title="About this stay">
                <p className={sections.prose}>{stay.description}</p>
              </StaySection>
            )}
            {/* Below the first screen: hydrated as the guest comes near (HydrateOnView). */}
            <HydrateOnView>
              <StayAmenities amenities={stay.amenities} />
            </HydrateOnView>
            <HydrateOnView>
              <StayBeds rooms={stay.rooms} />
            </HydrateOnView>
            <HydrateOnView>
              <StayRules stay={stay} />
            </HydrateOnView>
            <StaySection name="calendar" title="Availability" anchor="availability">
              {/* Not a waiting part: its months are the page's, and the guest's first move may be here. */}
              <Suspense>
                <StayAvailability
                  id={stay.id}
                  guests={guests}
                  currency={stay.currency_code}
                  value={range}
                  onChange={setRange}
                  minNights={stay.booking_settings.minimum_nights}
                  maxNights={stay.booking_settings.maximum_nights}
                />
              </Suspense>
            </StaySection>
            {stay.lat !== null && stay.lng !== null && (
              <HydrateOnView>
                <StaySection name="map" title="Where you'll be">
                  {address && <p className={`${sections.text} text-dimmed`}>{address}</p>}
                  <ClientOnly fallback={<div className={classes.mapPlaceholder} />}>
                    <Suspense fallback={<div className={classes.mapPlaceholder} />}>
                      <StayMap
                        lat={stay.lat}
                        lng={stay.lng}
                        radiusM={stay.location_radius_m ?? PUBLIC_LOCATION_RADIUS_M}
                        label={address || stay.external_listing_name}
                      />
                    </Suspense>
                  </ClientOnly>
                  <p className={`${sections.text} text-dimmed text-sm`}>
                    The exact address is shared once your stay is booked and paid.
                  </p>
                </StaySection>
              </HydrateOnView>
            )}
            <HydrateOnView>
              <StayReviews stay={stay} />
            </HydrateOnView>
            <HydrateOnView>
              <StayAttachments attachments={stay.attachments} />
            </HydrateOnView>
          </div>
          <div>
            {/* Sticky under the 64 px header while it fits the window (80 px above, 16 below); a taller panel
                (the inquiry's message box, errors) scrolls with the page instead of inside itself, where Send
                inquiry was cut at the panel's edge (docs/requirements/public.md#R-P7). */}
            <div ref={bookingRef} className={classes.booking} id="booking">
              {/* Beside the photos on a wide screen (it hydrates at once, in a pass of its own), at the end of
                  the page on a phone (it hydrates when reached). */}
              <HydrateOnView load={BookingPanel.preload}>
                <BookingPanel
                  stay={stay}
                  start={range[0]}
                  end={range[1]}
                  guests={guests}
                  onGuestsChange={setRequestedGuests}
                />
              </HydrateOnView>
            </div>
          </div>
        </div>
      </div>
      <Suspense>
        <StayPhoneBar stay={stay} start={range[0]} end={range[1]} guests={guests} />
      </Suspense>
    </div>
  );
}
