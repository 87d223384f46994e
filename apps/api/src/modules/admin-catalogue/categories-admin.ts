import type { AdminCategoryCreateInput, AdminCategoryDto, AdminCategoryPatchInput } from "@roshni/core";
import { sql } from "drizzle-orm";
import { type Db, type Executor, queryRows } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { recordAudit, type StaffActor } from "../audit/service";
import { isUniqueViolation } from "../customers/service";

interface CategoryRow extends Record<string, unknown> {
  id: number;
  title: string;
  url: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  position: number;
  product_count: number;
}

function toDto(row: CategoryRow): AdminCategoryDto {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    metaKeywords: row.meta_keywords,
    position: row.position,
    productCount: Number(row.product_count),
  };
}

const SELECT = sql`select c.id, c.title, c.url, c.meta_title, c.meta_description, c.meta_keywords, c.position,
  (select count(*)::int from product_categories pc where pc.category_id = c.id) as product_count
  from categories c`;

const COLUMN: Record<keyof AdminCategoryPatchInput, string> = {
  title: "title",
  url: "url",
  metaTitle: "meta_title",
  metaDescription: "meta_description",
  metaKeywords: "meta_keywords",
  position: "position",
};

/** Categories: title, url, meta texts and order. A new title reaches its products' search documents. */
export function createCategoriesAdmin(deps: { db: Db; onCatalogueChanged: () => Promise<void> }) {
  const { db } = deps;

  async function one(executor: Executor, id: number): Promise<AdminCategoryDto> {
    const [row] = await queryRows<CategoryRow>(executor, sql`${SELECT} where c.id = ${id}`);
    if (!row) throw notFound("CATEGORY_NOT_FOUND", "This category does not exist.");
    return toDto(row);
  }

  async function list(): Promise<{ items: AdminCategoryDto[] }> {
    const rows = await queryRows<CategoryRow>(db, sql`${SELECT} order by c.position, c.id`);
    return { items: rows.map(toDto) };
  }

  async function save(
    actor: StaffActor,
    id: number | null,
    input: AdminCategoryPatchInput,
  ): Promise<AdminCategoryDto> {
    try {
      const saved = await db.transaction(async (tx) => {
        const before = id === null ? null : await one(tx, id);
        const set = (Object.entries(input) as [keyof AdminCategoryPatchInput, string | number][]).filter(
          ([, value]) => value !== undefined,
        );
        let categoryId = id;
        if (categoryId === null) {
          const [row] = await queryRows<{ id: number }>(
            tx,
            sql`insert into categories (${sql.raw(set.map(([name]) => COLUMN[name]).join(", "))})
                values (${sql.join(
                  set.map(([, value]) => sql`${value}`),
                  sql`, `,
                )}) returning id`,
          );
          categoryId = row?.id ?? null;
        } else if (set.length > 0) {
          await tx.execute(
            sql`update categories set ${sql.join(
              set.map(([name, value]) => sql`${sql.raw(COLUMN[name])} = ${value}`),
              sql`, `,
            )} where id = ${categoryId}`,
          );
        }
        if (categoryId === null) throw new Error("category not written");
        const after = await one(tx, categoryId);
        await recordAudit(tx, actor, {
          action: before ? "category.update" : "category.create",
          entity: "category",
          entityId: categoryId,
          before: before ?? undefined,
          after,
        });
        return after;
      });
      await deps.onCatalogueChanged();
      return saved;
    } catch (error) {
      if (isUniqueViolation(error, "categories_url_unique")) {
        throw conflict("CATEGORY_URL_TAKEN", "Another category has this url.", {
          url: "Another category has this url.",
        });
      }
      throw error;
    }
  }

  return {
    list,
    get: (id: number) => one(db, id),
    create: (actor: StaffActor, input: AdminCategoryCreateInput) => save(actor, null, input),
    update: (actor: StaffActor, id: number, input: AdminCategoryPatchInput) => save(actor, id, input),
  };
}
