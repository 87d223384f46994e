"use client";

import { categoryTitle } from "@/lib/i18n";
import { useI18n } from "@/lib/store";
import { Link } from "@/modules/layout/link";
import { ChevronDownIcon, MenuIcon } from "./icons";
import { categoryHref, type MenuCategory } from "./links";
import { usePopup } from "./use-dismiss";

/** 'Shop By Category': the 15 categories of SPEC.md section 2. */
export function DepartmentMenu({ categories }: { categories: MenuCategory[] }) {
  const { t } = useI18n();
  const { open, toggle, ref, id } = usePopup();

  return (
    <div className="departments" ref={ref}>
      <button
        type="button"
        className="departments-button"
        aria-expanded={open}
        aria-controls={id}
        data-testid="departments-button"
        onClick={toggle}
      >
        <MenuIcon />
        {t("header.shopByCategory")}
        <ChevronDownIcon className="icon caret" style={{ marginInlineStart: "auto", width: 14 }} />
      </button>
      {open ? (
        <ul className="departments-list" id={id} data-testid="departments-list">
          {categories.map((category) => (
            <li key={category.id}>
              <Link href={categoryHref(category.url)}>{categoryTitle(t, category)}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
