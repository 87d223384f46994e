import type { Category } from "@/lib/api/types";
import { categoryTitle, type Translate } from "@/lib/i18n";
import { CategoryIcon } from "@/modules/layout/icons";
import { Link } from "@/modules/layout/link";
import { categoryHref } from "@/modules/layout/links";

export function CategoryTiles({ categories, t }: { categories: Category[]; t: Translate }) {
  return (
    <ul className="category-grid" data-testid="category-tiles">
      {categories.map((category) => (
        <li key={category.id}>
          <Link href={categoryHref(category.url)} className="category-tile">
            <CategoryIcon slug={category.url} />
            {categoryTitle(t, category)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
