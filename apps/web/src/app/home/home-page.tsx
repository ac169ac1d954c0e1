import { useEffect, useRef } from 'react';
import { PageMeta } from '../../components/page-meta.tsx';
import { blogsQuery, useBlogs } from '../../features/content/api/get-blogs.ts';
import { reviewsQuery, useReviews } from '../../features/content/api/get-reviews.ts';
import { propertyTypesQuery } from '../../features/search/api/get-property-types.ts';
import { searchQuery } from '../../features/search/api/search-listings.ts';
import { HydrateOnView } from '../../hydration/hydrate-on-view.tsx';
import { lazyPart } from '../../hydration/lazy-part.tsx';
import { LISTING_DETAILS_KEY, UNIQUE_HASH_KEY } from '../../lib/listing-details-storage.ts';
import type { PageLoader } from '../../lib/page-loader.ts';
import { useSiteOrigin } from '../../lib/site-origin.ts';
import { homePageListingsQuery, useHomePageListings } from './api/get-home-page-listings.ts';
import { BlogSection } from './components/blog-section.tsx';
import { CategoriesSection } from './components/categories-section.tsx';
import { GuestFaq } from './components/guest-faq.tsx';
import { HomeHero } from './components/home-hero.tsx';
import { HomeSearchResults } from './components/home-search-results.tsx';
import { HomeSection } from './components/home-section.tsx';
import { HostPromo } from './components/host-promo.tsx';
import { NewsletterSection } from './components/newsletter-section.tsx';
import { OfferBanner } from './components/offer-banner.tsx';
import { ReviewsSection } from './components/reviews-section.tsx';
import { TopDealsSection } from './components/top-deals-section.tsx';
import { readHomeSearch, useSearchState } from './hooks/use-search-state.ts';

// On the first screen, the search bar's code (its suggestion list, number field and their positioning) loads
// when the guest first points at it or touches the page; its server HTML reads the same until then.
const SearchBar = lazyPart(() =>
  import('../../features/search/components/search-bar.tsx').then((m) => m.SearchBar),
);

/** docs/requirements/wire.md#R-W16: after a search the page scrolls to 800 px, where the results begin. */
export const SEARCH_SCROLL_PX = 800;

/** The server render's data: the home page's lists and, after a search, its results. */
export const loader: PageLoader = ({ url, client }) => {
  const { search, searched } = readHomeSearch(url.searchParams);
  return Promise.all([
    client.ensureQueryData(homePageListingsQuery),
    client.ensureQueryData(blogsQuery),
    client.ensureQueryData(reviewsQuery),
    searched && client.ensureQueryData(searchQuery(search)),
    searched && client.ensureQueryData(propertyTypesQuery),
  ]);
};

export default function HomePage() {
  const origin = useSiteOrigin();
  const { search, searched, write } = useSearchState();
  const home = useHomePageListings();
  const blogs = useBlogs();
  const reviews = useReviews();
  const scrollAfterSearch = useRef(false);
  const topDeals = useRef<HTMLDivElement>(null);

  // docs/requirements/wire.md#R-W12: opening the home page forgets a half-finished booking.
  useEffect(() => {
    localStorage.removeItem(UNIQUE_HASH_KEY);
    localStorage.removeItem(LISTING_DETAILS_KEY);
  }, []);

  useEffect(() => {
    if (!scrollAfterSearch.current) return;
    scrollAfterSearch.current = false;
    window.scrollTo({ top: SEARCH_SCROLL_PX, behavior: 'smooth' });
  });

  return (
    <>
      <PageMeta
        jsonLd={[
          { '@context': 'https://schema.org', '@type': 'WebSite', name: 'Innkeep', url: `${origin}/` },
        ]}
      />
      <HomeHero>
        <HydrateOnView load={SearchBar.preload} until="used">
          <SearchBar
            initial={search}
            onSearch={(next) => {
              scrollAfterSearch.current = true;
              // A new destination or dates keep the filters and the view, as the sites guests know do.
              write(
                { ...next, amenities: search.amenities, refine: search.refine, view: search.view },
                { newSearch: true },
              );
            }}
          />
        </HydrateOnView>
      </HomeHero>

      {searched && <HomeSearchResults search={search} write={write} />}

      {/* Below the first screen: each part hydrates as the guest comes near it (HydrateOnView). */}
      <HydrateOnView>
        <OfferBanner
          onBrowse={() => topDeals.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        />
      </HydrateOnView>

      <div ref={topDeals} style={{ scrollMarginTop: 64 }}>
        <TopDealsSection home={home} />
      </div>

      <BlogSection blogs={blogs} />

      <CategoriesSection home={home} />

      <ReviewsSection reviews={reviews} />

      <HydrateOnView>
        <HostPromo />
      </HydrateOnView>

      <HydrateOnView>
        <HomeSection id="faq" title="Frequently asked questions">
          <GuestFaq />
        </HomeSection>
      </HydrateOnView>

      <NewsletterSection />
    </>
  );
}
