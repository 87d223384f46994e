import { productFeatures } from "@roshni/core";
import { notFound } from "next/navigation";
import { preload } from "react-dom";
import type { Product } from "@/lib/api/types";
import { categoryTitle, type Translate } from "@/lib/i18n";
import { getServerTranslate } from "@/lib/i18n/server";
import { Breadcrumbs } from "@/modules/catalogue/breadcrumbs";
import { Link } from "@/modules/layout/link";
import { CATALOG_HREF, categoryHref, productHref } from "@/modules/layout/links";
import { attributeName, attributeValue } from "@/modules/product/attribute-text";
import { cardProducts } from "@/modules/product/card-product";
import { ProductGrid } from "@/modules/product/product-card";
import type { ProductLayout } from "./layouts";
import { loadProduct, loadRelated } from "./load-product";
import { type ProductPageTranslate, productPageTranslate } from "./messages";
import { ProductGallery } from "./product-gallery";
import { ProductJsonLd } from "./product-json-ld";
import styles from "./product-page.module.css";
import { PriceDetails, ProductPurchase } from "./product-purchase";
import { ProductSpecification } from "./product-specification";
import { requestOrigin } from "./request-origin";

/**
 * The product page (`/shop/products/{slug}`), in one of three layouts (README.md): the gallery with zoom,
 * title, SKU, features, price block, quantity with the stock/MOQ note, cart, wishlist and compare, the
 * specification section and related products of the same category.
 */
export async function ProductPage({ slug, layout }: { slug: string; layout: ProductLayout }) {
  const product = await loadProduct(slug);
  if (!product) notFound();
  const [{ language, t: frameT }, related, origin] = await Promise.all([
    getServerTranslate(),
    loadRelated(product),
    requestOrigin(),
  ]);
  const t = productPageTranslate(language.locale);
  const category = product.categories[0];

  const summary = <ProductSummary product={product} t={t} frameT={frameT} locale={language.locale} />;
  const buy = (
    <>
      <PriceDetails product={product} />
      <ProductPurchase product={product} shareUrl={`${origin}${productHref(product)}`} />
    </>
  );
  const gallery = <ProductGallery images={product.images} title={product.title} />;
  // The first picture is the page's largest paint: announced in the head, it loads alongside the styles.
  const firstImage = product.images[0];
  if (firstImage) preload(firstImage.path, { as: "image", fetchPriority: "high" });

  return (
    <div className={`container ${styles.page}`} data-testid="product-page" data-layout={layout}>
      <ProductJsonLd product={product} origin={origin} />
      <Breadcrumbs
        label={t("pp.breadcrumb")}
        crumbs={[
          { label: frameT("header.home"), href: "/" },
          category
            ? { label: categoryTitle(frameT, category), href: categoryHref(category.url) }
            : { label: t("pp.catalogue"), href: CATALOG_HREF },
          { label: product.title },
        ]}
      />

      {layout === "columnar" ? (
        <div className={styles.columnar}>
          {gallery}
          <div className={styles.summary}>{summary}</div>
          <div className={styles.buyBox}>{buy}</div>
        </div>
      ) : layout === "sidebar" ? (
        <div className={styles.withSidebar}>
          <div className={styles.top}>
            {gallery}
            <div className={styles.summary}>
              {summary}
              {buy}
            </div>
          </div>
          <ProductSidebar product={product} t={t} frameT={frameT} />
        </div>
      ) : (
        <div className={styles.top}>
          {gallery}
          <div className={styles.summary}>
            {summary}
            {buy}
          </div>
        </div>
      )}

      <ProductSpecification product={product} t={t} locale={language.locale} />

      {related.length > 0 ? (
        <section className={styles.related} aria-labelledby="related-title" data-testid="related-products">
          <div className="section-head">
            <h2 className="section-title" id="related-title">
              {t("pp.related")}
            </h2>
            {category ? (
              <Link href={categoryHref(category.url)} className="section-link">
                {frameT("home.viewAll")}
              </Link>
            ) : null}
          </div>
          <ProductGrid products={cardProducts(related)} />
        </section>
      ) : null}
    </div>
  );
}

/** Category, title and SKU, then the features list (the 8 feature attributes of SPEC.md section 2 the product has). */
function ProductSummary({
  product,
  t,
  frameT,
  locale,
}: {
  product: Product;
  t: ProductPageTranslate;
  frameT: Translate;
  locale: string;
}) {
  const features = productFeatures(product.productAttributes);
  const category = product.categories[0];
  return (
    <>
      <div className={styles.summaryHead}>
        {category ? (
          <Link href={categoryHref(category.url)} className={styles.eyebrow}>
            {categoryTitle(frameT, category)}
          </Link>
        ) : null}
        <h1 className={styles.title} data-testid="product-title">
          {product.title}
        </h1>
        <p className={styles.sku}>
          {t("pp.skuLabel")} <bdi data-testid="product-sku">{product.sku}</bdi>
        </p>
      </div>
      {features.length > 0 ? (
        <section aria-labelledby="features-title" className={styles.featuresBlock}>
          <h2 id="features-title" className="visually-hidden">
            {t("pp.features")}
          </h2>
          <dl className={styles.features} data-testid="product-features">
            {features.map((feature) => (
              <div key={feature.identifier}>
                <dt>{attributeName(locale, feature.identifier, feature.name)}</dt>
                <dd>
                  <bdi>{attributeValue(locale, feature.value)}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </>
  );
}

/** The sidebar layout's column: the product's categories and the terms of buying wholesale. */
function ProductSidebar({
  product,
  t,
  frameT,
}: {
  product: Product;
  t: ProductPageTranslate;
  frameT: Translate;
}) {
  return (
    <aside className={styles.sidebar} aria-label={t("pp.whyTitle")}>
      {product.categories.length > 0 ? (
        <nav aria-labelledby="product-categories" className={styles.sideBlock}>
          <h2 id="product-categories" className={styles.sideTitle}>
            {t("pp.categories")}
          </h2>
          <ul className={styles.sideLinks}>
            {product.categories.map((category) => (
              <li key={category.id}>
                <Link href={categoryHref(category.url)}>{categoryTitle(frameT, category)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <section aria-labelledby="product-why" className={styles.sideBlock}>
        <h2 id="product-why" className={styles.sideTitle}>
          {t("pp.whyTitle")}
        </h2>
        <ul className={styles.why}>
          <li>{t("pp.why1")}</li>
          <li>{t("pp.why2")}</li>
          <li>{t("pp.why3")}</li>
          <li>{t("pp.processing")}</li>
        </ul>
      </section>
    </aside>
  );
}
