import type { CategoryGroup } from '@innkeep/contract/search';
import { SimpleGrid } from '@mantine/core';
import { Link } from 'react-router';
import classes from './category-cards.module.css';

/** One card per category (property type) with its photo, linking to the shareable `/category/{slug}`. */
export function CategoryCards({ groups }: { groups: CategoryGroup[] }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing={{ base: 'sm', sm: 'lg' }}>
      {groups.map((group) => (
        <Link
          key={group.category.id}
          to={`/category/${group.category.slug}`}
          state={group.category}
          className={classes.card}
          data-testid="category-card"
        >
          {group.image ? (
            <img className={classes.image} src={group.image} alt="" loading="lazy" decoding="async" />
          ) : (
            <div className={classes.noImage} />
          )}
          <div className={classes.fade} />
          <div className={classes.caption}>
            <p className={classes.name}>{group.category.name}</p>
            <p className={classes.count}>
              {group.listings.length === 1 ? '1 stay' : `${group.listings.length} stays`}
            </p>
          </div>
        </Link>
      ))}
    </SimpleGrid>
  );
}
