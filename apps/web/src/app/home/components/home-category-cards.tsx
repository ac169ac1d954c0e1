import { Link } from 'react-router';
import type { HomeCategory } from '../api/get-home-page-listings.ts';
import classes from './home-blocks.module.css';

/**
 * One card per category (property type) with its photo and count of stays, linking to `/category/{slug}`: the
 * search feature's category cards, drawn from the count the home page keeps rather than the category's listings.
 * Styled by features/search/components/category-cards.css (in the entry's stylesheet).
 */
export function HomeCategoryCards({ categories }: { categories: HomeCategory[] }) {
  return (
    <div className={classes.categoryGrid}>
      {categories.map(({ category, image, count }) => (
        <Link
          key={category.id}
          to={`/category/${category.slug}`}
          state={category}
          className="category-card"
          data-testid="category-card"
        >
          {image ? (
            <img className="category-card-image" src={image} alt="" loading="lazy" decoding="async" />
          ) : (
            <div className="category-card-no-image" />
          )}
          <div className="category-card-fade" />
          <div className="category-card-caption">
            <p className="category-card-name">{category.name}</p>
            <p className="category-card-count">{count === 1 ? '1 stay' : `${count} stays`}</p>
          </div>
        </Link>
      ))}
    </div>
  );
}
