import type { CategoryNode } from '@vitrine/api-client';
import { useTranslation } from '../../i18n/translation-context';

/** The category list (spec 001 §2): categories with their children, each with its product count. */
export function CategoryList({ categories, depth = 2 }: { categories: CategoryNode[]; depth?: number }) {
  const { t } = useTranslation();
  return (
    <nav className="category-list" aria-label={t('Catalog.Categories')}>
      <h2 className="category-list__title">{t('Catalog.Categories')}</h2>
      <CategoryItems categories={categories} depth={depth} />
    </nav>
  );
}

function CategoryItems({ categories, depth }: { categories: CategoryNode[]; depth: number }) {
  return (
    <ul>
      {categories.map((category) => (
        <li key={category.CategoryId}>
          <a href={category.Url}>
            {category.Name} <span className="category-list__count">({category.ProductCount})</span>
          </a>
          {depth > 1 && category.Children.length > 0 ? (
            <CategoryItems categories={category.Children} depth={depth - 1} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
