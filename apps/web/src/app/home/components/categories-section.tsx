import { Text } from '@mantine/core';
import { CategoryCards } from '../../../features/search/components/category-cards.tsx';
import { HydrateOnView } from '../../../hydration/hydrate-on-view.tsx';
import type { useHomePageListings } from '../api/get-home-page-listings.ts';
import { HomeSection } from './home-section.tsx';
import { SectionPlaceholder } from './section-placeholder.tsx';

/** The kinds of place to browse, each with how many stays it has. */
export function CategoriesSection({ home }: { home: ReturnType<typeof useHomePageListings> }) {
  return (
    <HydrateOnView>
      <HomeSection
        id="categories"
        title="Discover your favorite new stay"
        subtitle="Browse by the kind of place you like."
      >
        {home.isPending ? (
          <SectionPlaceholder height={220} />
        ) : home.isError ? null : home.data.categories.length === 0 ? (
          <Text c="dimmed">No categories yet.</Text>
        ) : (
          <CategoryCards categories={home.data.categories} />
        )}
      </HomeSection>
    </HydrateOnView>
  );
}
