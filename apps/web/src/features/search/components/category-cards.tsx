import type { CategoryGroup } from '@innkeep/contract/search';
import { Box, Card, Image, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';

/** One card per category (property type) with its photo, linking to the shareable `/category/{slug}`. */
export function CategoryCards({ groups }: { groups: CategoryGroup[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
      {groups.map((group) => (
        <Card
          key={group.category.id}
          component={Link}
          to={`/category/${group.category.slug}`}
          state={group.category}
          radius="lg"
          p={0}
          pos="relative"
          h={{ base: 160, sm: 220 }}
          style={{ overflow: 'hidden' }}
          data-testid="category-card"
        >
          {group.image ? (
            <Image src={group.image} alt="" loading="lazy" decoding="async" h="100%" fit="cover" />
          ) : (
            <Box
              h="100%"
              bg="linear-gradient(135deg, var(--mantine-color-brand-6), var(--mantine-color-teal-8))"
            />
          )}
          <Box
            pos="absolute"
            inset={0}
            style={{ background: 'linear-gradient(to top, rgba(0,0,0,0.72), rgba(0,0,0,0.05) 60%)' }}
          />
          <Box pos="absolute" bottom={0} left={0} right={0} p="md">
            <Text fw={700} c="white" size="lg">
              {group.category.name}
            </Text>
            <Text c="gray.2" size="sm">
              {group.listings.length === 1 ? '1 stay' : `${group.listings.length} stays`}
            </Text>
          </Box>
        </Card>
      ))}
    </SimpleGrid>
  );
}
