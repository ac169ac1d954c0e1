import type { CategoryGroup } from '@innkeep/contract/search';
import { Link } from 'react-router';

// Styled by ./category-cards.css, which app/part-styles.css puts in the entry's stylesheet.
/** One card per category (property type) with its photo, linking to the shareable `/category/{slug}`. */
export function CategoryCards({ groups }: { groups: CategoryGroup[] }) {
  return (
    <div className="category-cards">
      {groups.map((group) => (
        <Link
          key={group.category.id}
          to={`/category/${group.category.slug}`}
          state={group.category}
          className="category-card"
          data-testid="category-card"
        >
          {group.image ? (
            <img className="category-card-image" src={group.image} alt="" loading="lazy" decoding="async" />
          ) : (
            <div className="category-card-no-image" />
          )}
          <div className="category-card-fade" />
          <div className="category-card-caption">
            <p className="category-card-name">{group.category.name}</p>
            <p className="category-card-count">
              {group.listings.length === 1 ? '1 stay' : `${group.listings.length} stays`}
            </p>
          </div>
        </Link>
      ))}
    </div>
  );
}
