import { multiSelectText } from "@roshni/core";
import type { Product } from "@/lib/api/types";
import { attributeName, attributeValue } from "@/modules/product/attribute-text";
import type { ProductPageTranslate } from "./messages";
import styles from "./product-page.module.css";

type Dimension = Product["dimensions"]["width"];

const formatDimension = (dimension: Dimension) => `${dimension.value} ${dimension.unit}`;

/** Every attribute of the product, multi-select values joined by commas (SPEC.md section 2). */
export function attributeRows(product: Product, locale = "en"): { name: string; value: string }[] {
  return product.productAttributes
    .map((entry) => ({
      name: attributeName(locale, entry.attribute.identifier, entry.attribute.name),
      value: attributeValue(
        locale,
        entry.attribute.type === "multi select" ? multiSelectText(entry.value.val) : entry.value.val,
      ),
    }))
    .filter((row) => row.value.trim() !== "");
}

/** The #specification section: description, dimensions, every attribute, SKU, HSN code, GST rate and MOQ. */
export function ProductSpecification({
  product,
  t,
  locale,
}: {
  product: Product;
  t: ProductPageTranslate;
  locale: string;
}) {
  const { width, depth, height } = product.dimensions;
  const rows: { name: string; value: string; testId?: string }[] = [
    { name: t("pp.sku"), value: product.sku },
    {
      name: t("pp.dimensions"),
      value: t("pp.sizeWdh", {
        width: formatDimension(width),
        depth: formatDimension(depth),
        height: formatDimension(height),
      }),
      testId: "spec-dimensions",
    },
    ...attributeRows(product, locale),
    { name: t("pp.hsn"), value: product.hsnCode, testId: "spec-hsn" },
    { name: t("pp.gstRate"), value: `${product.taxRate}%`, testId: "spec-gst" },
    { name: t("pp.minimumOrder"), value: String(product.minimumQuantity) },
  ];
  return (
    <section id="specification" className={styles.specification} aria-labelledby="specification-title">
      <h2 id="specification-title" className="section-title">
        {t("pp.specification")}
      </h2>
      <div className={styles.specGrid}>
        {product.description.trim() ? (
          <div className={styles.description}>
            <h3 className={styles.specHeading}>{t("pp.description")}</h3>
            <p>{product.description}</p>
          </div>
        ) : null}
        <table className={styles.specTable} data-testid="specification">
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} data-testid={row.testId}>
                <th scope="row">{row.name}</th>
                <td>
                  <bdi>{row.value}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
