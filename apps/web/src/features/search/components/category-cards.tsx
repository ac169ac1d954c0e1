import type { Category } from '@innkeep/contract/search';
import { Link } from 'react-router';

/** A category as its card shows it: name, photo and how many stays it has. */
export interface CategoryCount {
  category: Category;
  image: string | null;
  count: number;
}

// Styled by ./category-cards.css, which app/part-styles.css puts in the entry's stylesheet.
/** One card per category (property type) with its photo, linking to the shareable `/category/{slug}`. */
export function CategoryCards({ categories }: { categories: CategoryCount[] }) {
  return (
    <div className="category-cards">
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
