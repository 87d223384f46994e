import { preload } from "react-dom";
import { listImagePath } from "@/lib/api/endpoints";
import { getServerApi, loadCategories } from "@/lib/api/server";
import type { Banner, Category, Product } from "@/lib/api/types";
import { getServerTranslate } from "@/lib/i18n/server";
import { Link } from "@/modules/layout/link";
import { CATALOG_HREF, menuCategories } from "@/modules/layout/links";
import { cardProducts } from "@/modules/product/card-product";
import { ProductGrid } from "@/modules/product/product-card";
import { HomeJsonLd } from "@/modules/seo/home-json-ld";
import { BannerCarousel } from "./banner-carousel";
import { CategoryProducts } from "./category-products";
import { CategoryTiles } from "./category-tiles";

/**
 * Latest products shown on the home page out of the limit-60 call: two rows of five on a desktop, the
 * rest one click away ("View all"), so a phone does not build and hydrate a third row it may never see.
 */
const LATEST_SHOWN = 10;

async function settle<T>(promise: Promise<T>, fallback: T): Promise<{ value: T; ok: boolean }> {
  try {
    return { value: await promise, ok: true };
  } catch {
    return { value: fallback, ok: false };
  }
}

/** Home (`/` and `/home-two`): banners, categories, latest products, random products per category. */
export async function HomePage({ variant }: { variant: "default" | "compact" }) {
  const api = await getServerApi();
  const categories: Category[] = await loadCategories();
  const first = categories[variant === "compact" ? Math.min(1, categories.length - 1) : 0];
  const [{ t }, banners, latest, random] = await Promise.all([
    getServerTranslate(),
    settle<Banner[]>(api.banners(), []),
    settle<Product[]>(api.latestProducts(), []),
    first ? settle<Product[]>(api.randomProducts(first.id), []) : Promise.resolve({ value: [], ok: false }),
  ]);
  const unavailable = !latest.ok && categories.length === 0;
  // The first banner is the page's largest paint: announced in the head with the same choice of sizes as
  // the carousel's <img>, so the browser fetches it alongside the styles.
  const hero = banners.value[0];
  if (hero) {
    preload(listImagePath(hero.path), {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: `${listImagePath(hero.path)} 960w, ${hero.path} 1920w`,
      imageSizes: "(min-width: 992px) 58vw, 100vw",
    });
  }

  return (
    <>
      <HomeJsonLd banners={banners.value} />
      <section className="hero">
        <div className="container hero-inner">
          <div>
            <h1 className="hero-title">{t("home.heroTitle")}</h1>
            <p className="hero-text">{t("home.heroText")}</p>
            <Link href={CATALOG_HREF} className="btn btn-primary">
              {t("home.heroCta")}
            </Link>
          </div>
          <BannerCarousel
            banners={banners.value}
            label={t("home.banners")}
            pauseLabel={t("home.bannersPause")}
            playLabel={t("home.bannersPlay")}
          />
        </div>
      </section>

      {unavailable ? (
        <div className="container section">
          <p className="notice" role="alert">
            {t("home.unavailable")}
          </p>
        </div>
      ) : null}

      {categories.length > 0 ? (
        <section className="section container" aria-labelledby="home-categories">
          <div className="section-head">
            <h2 className="section-title" id="home-categories">
              {t("home.shopByCategory")}
            </h2>
            <Link href={CATALOG_HREF} className="section-link">
              {t("home.viewAll")}
            </Link>
          </div>
          <CategoryTiles categories={categories} t={t} />
        </section>
      ) : null}

      {latest.value.length > 0 ? (
        <section className="section container" aria-labelledby="home-latest" data-testid="latest-products">
          <div className="section-head">
            <h2 className="section-title" id="home-latest">
              {t("home.latestProducts")}
            </h2>
            <Link href={`${CATALOG_HREF}?sort=newest`} className="section-link">
              {t("home.viewAll")}
            </Link>
          </div>
          <ProductGrid
            products={cardProducts(latest.value.slice(0, LATEST_SHOWN))}
            wide
            priorityCount={variant === "compact" ? 5 : 0}
          />
        </section>
      ) : null}

      {categories.length > 0 ? (
        <CategoryProducts
          categories={menuCategories(categories)}
          initial={first && random.ok ? { categoryId: first.id, products: cardProducts(random.value) } : null}
        />
      ) : null}
    </>
  );
}
