import { Alert, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta.tsx';
import { blogsQuery, useBlogs } from '../../features/content/api/get-blogs.ts';
import { reviewsQuery, useReviews } from '../../features/content/api/get-reviews.ts';
import { propertyTypesQuery } from '../../features/search/api/get-property-types.ts';
import { searchQuery } from '../../features/search/api/search-listings.ts';
import { CategoryCards } from '../../features/search/components/category-cards.tsx';
import { NO_REFINEMENTS } from '../../features/search/search-refinements.ts';
import { HydrateOnView } from '../../hydration/hydrate-on-view.tsx';
import { lazyPart } from '../../hydration/lazy-part.tsx';
import { LISTING_DETAILS_KEY, UNIQUE_HASH_KEY } from '../../lib/listing-details-storage.ts';
import type { PageLoader } from '../../lib/page-loader.ts';
import { useSiteOrigin } from '../../lib/site-origin.ts';
import { homePageListingsQuery, useHomePageListings } from './api/get-home-page-listings.ts';
import { GuestFaq } from './components/guest-faq.tsx';
import blocks from './components/home-blocks.module.css';
import { HomeHero } from './components/home-hero.tsx';
import { HomeSection } from './components/home-section.tsx';
import { HostPromo } from './components/host-promo.tsx';
import { OfferBanner } from './components/offer-banner.tsx';
import { readHomeSearch, useSearchState } from './hooks/use-search-state.ts';

// On the first screen, the search bar's code (its suggestion list, number field and their positioning) loads
// when the guest first points at it or touches the page; its server HTML reads the same until then.
const SearchBar = lazyPart(() =>
  import('../../features/search/components/search-bar.tsx').then((m) => m.SearchBar),
);
// Below the first screen, each in a chunk of its own that loads as the guest comes near it (HydrateOnView).
const SearchResults = lazyPart(() =>
  import('../../features/search/components/search-results.tsx').then((m) => m.SearchResults),
);
const ListingCarousel = lazyPart(() =>
  import('../../features/search/components/listing-carousel.tsx').then((m) => m.ListingCarousel),
);
const ReviewsCarousel = lazyPart(() =>
  import('../../features/content/components/reviews-carousel.tsx').then((m) => m.ReviewsCarousel),
);
const BlogCard = lazyPart(() =>
  import('../../features/content/components/blog-card.tsx').then((m) => m.BlogCard),
);
const NewsletterForm = lazyPart(() =>
  import('../../features/content/components/newsletter-form.tsx').then((m) => m.NewsletterForm),
);

/** docs/requirements/wire.md#R-W16: after a search the page scrolls to 800 px, where the results begin. */
export const SEARCH_SCROLL_PX = 800;
export const HOME_BLOG_COUNT = 4;

function Loading({ height = 280 }: { height?: number }) {
  return <div className={blocks.placeholder} style={{ height }} />;
}

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
              write({ ...next, amenities: search.amenities, refine: search.refine, view: search.view });
            }}
          />
        </HydrateOnView>
      </HomeHero>

      {searched && (
        // Top padding clears the fixed 64 px header once the page has scrolled to 800 px.
        <div id="results" className={blocks.results}>
          <div className="container-xl">
            <HydrateOnView load={SearchResults.preload}>
              <SearchResults
                params={search}
                view={search.view}
                onAmenitiesChange={(amenities) => write({ ...search, amenities, page: 1 })}
                onRefineChange={(refine) => write({ ...search, refine, page: 1 })}
                onPageChange={(page) => write({ ...search, page })}
                onViewChange={(view) => write({ ...search, view })}
                onClearFilters={() =>
                  write({
                    ...search,
                    amenities: [],
                    refine: { ...NO_REFINEMENTS, sort: search.refine.sort },
                    page: 1,
                  })
                }
              />
            </HydrateOnView>
          </div>
        </div>
      )}

      {/* Below the first screen: each part hydrates as the guest comes near it (HydrateOnView). */}
      <HydrateOnView>
        <OfferBanner
          onBrowse={() => topDeals.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
        />
      </HydrateOnView>

      <div ref={topDeals} style={{ scrollMarginTop: 64 }}>
        <HydrateOnView load={ListingCarousel.preload}>
          <HomeSection id="top-deals" title="Top deals" subtitle="Popular stays at a good price right now.">
            {home.isPending ? (
              <Loading height={340} />
            ) : home.isError ? (
              <Alert color="red">{home.error.message}</Alert>
            ) : home.data.topListings.length === 0 ? (
              <Text c="dimmed">No listings yet.</Text>
            ) : (
              <ListingCarousel label="Top deals" listings={home.data.topListings} />
            )}
          </HomeSection>
        </HydrateOnView>
      </div>

      <HydrateOnView load={BlogCard.preload}>
        <HomeSection
          id="blog"
          title="From our blog"
          tinted
          action={
            <Link to="/blogs" className="plain-button" data-radius="sm" data-variant="subtle">
              View all
              <IconArrowRight size={16} aria-hidden />
            </Link>
          }
        >
          {blogs.isPending ? (
            <Loading />
          ) : blogs.isError ? (
            <Alert color="red">{blogs.error.message}</Alert>
          ) : blogs.data.length === 0 ? (
            <Text c="dimmed">No blog posts yet.</Text>
          ) : (
            <div className={blocks.blogGrid}>
              {blogs.data.slice(0, HOME_BLOG_COUNT).map((blog) => (
                <BlogCard key={blog.id} blog={blog} />
              ))}
            </div>
          )}
        </HomeSection>
      </HydrateOnView>

      <HydrateOnView>
        <HomeSection
          id="categories"
          title="Discover your favorite new stay"
          subtitle="Browse by the kind of place you like."
        >
          {home.isPending ? (
            <Loading height={220} />
          ) : home.isError ? null : home.data.categories.length === 0 ? (
            <Text c="dimmed">No categories yet.</Text>
          ) : (
            <CategoryCards categories={home.data.categories} />
          )}
        </HomeSection>
      </HydrateOnView>

      <HydrateOnView load={ReviewsCarousel.preload}>
        <HomeSection id="reviews" title="What guests say" tinted>
          {reviews.isPending ? (
            <Loading height={200} />
          ) : reviews.isError ? (
            <Alert color="red">{reviews.error.message}</Alert>
          ) : reviews.data.length === 0 ? (
            <Text c="dimmed">No reviews yet.</Text>
          ) : (
            <ReviewsCarousel reviews={reviews.data} />
          )}
        </HomeSection>
      </HydrateOnView>

      <HydrateOnView>
        <HostPromo />
      </HydrateOnView>

      <HydrateOnView>
        <HomeSection id="faq" title="Frequently asked questions">
          <GuestFaq />
        </HomeSection>
      </HydrateOnView>

      <div className={`container-xl ${blocks.newsletterFrame}`}>
        <section className={blocks.newsletter} aria-labelledby="newsletter-heading">
          <div className={blocks.newsletterText}>
            <h2 id="newsletter-heading" className={blocks.heading}>
              Get travel ideas in your inbox
            </h2>
            <p className={blocks.newsletterLead}>
              New stays, seasonal deals and hosting tips. No spam; unsubscribe any time.
            </p>
          </div>
          <HydrateOnView load={NewsletterForm.preload}>
            <NewsletterForm />
          </HydrateOnView>
        </section>
      </div>
    </>
  );
}
