import type { Brand, CatalogSort, CategoryNode, Photo, ProductListItem } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import { useId } from 'react';
import { ProductGrid } from '../catalog/listing/product-list';
import { BrandsCarousel } from '../catalog/sliders/brands-carousel';
import { useTranslation } from '../i18n/translation-context';
import { useSite } from '../layout/site-context';
import { useMapPageData } from '../maps/map-page-data';
import { MapView } from '../maps/map-view';
import { tileHost } from '../media/map-widget';
import { THIRD_PARTY_CONSENT, ThirdPartyGate } from '../media/third-party-gate';
import { AssetFolders, type AssetFoldersData } from './asset-folders';
import { CmsHtml } from './cms-html';
import type { CmsMap } from './cms-widgets';
import { imageSources } from './hero-image';

/** A block of the page's body with the catalogue data its widget shows (see cms-widgets.ts). */
export type HomeSection =
  | { kind: 'html'; html: string }
  | { kind: 'hero'; html: string }
  | { kind: 'categories'; title: string; categories: CategoryNode[] }
  | { kind: 'products'; title: string; sort: CatalogSort; items: ProductListItem[] }
  | { kind: 'brands'; title: string | undefined; brands: Brand[] }
  | { kind: 'maps'; map: CmsMap }
  | { kind: 'asset-folders'; data: AssetFoldersData };

export function HomeSectionView({
  section,
  title,
  heroImage,
}: {
  section: HomeSection;
  /** The page's title: the hero's heading. */
  title: string;
  heroImage: Photo | null;
}) {
  switch (section.kind) {
    case 'html':
      return <CmsHtml html={section.html} />;
    case 'hero':
      return <HomeHero title={title} image={heroImage} html={section.html} />;
    case 'categories':
      return <CategoryTiles title={section.title} categories={section.categories} />;
    case 'products':
      return <ProductShelf title={section.title} sort={section.sort} items={section.items} />;
    case 'brands':
      return <BrandsCarousel brands={section.brands} variant="home" title={section.title} />;
    case 'maps':
      return <CmsMapSection map={section.map} />;
    case 'asset-folders':
      return <AssetFolders data={section.data} />;
  }
}

/**
 * An editor's map (the maps widget): its title over it, each marker's popup the editor's HTML.
 * Tiles from another server wait for the visitor's consent, as the block maps do (ADR 042).
 */
function CmsMapSection({ map }: { map: CmsMap }) {
  const { t } = useTranslation();
  const titleId = useId();
  const host = tileHost(useMapPageData().tiles);
  const view = (
    <MapView
      label={map.title || t('Maps.Map')}
      center={map.center ?? undefined}
      markers={map.markers.map((marker) => ({
        id: marker.id,
        position: marker.position,
        title: marker.title,
        icon: marker.icon,
        content: marker.html ? <CmsHtml html={marker.html} /> : undefined,
      }))}
      zoom={map.zoom}
      mapType={map.mapType}
      draggable={map.draggable}
      zoomControl={map.zoomControl}
      scrollWheel={map.scrollWheel}
      streetView={map.streetView}
      fitBounds={map.fitBounds}
    />
  );
  return (
    <section className="home-section cms-map" aria-labelledby={map.title ? titleId : undefined}>
      {map.title ? (
        <h2 id={titleId} className="product-section-title">
          {map.title}
        </h2>
      ) : null}
      {host ? (
        <ThirdPartyGate
          category={THIRD_PARTY_CONSENT.map}
          message={t('Media.Consent.Map', { provider: host })}
        >
          {view}
        </ThirdPartyGate>
      ) : (
        view
      )}
    </section>
  );
}

/** The page's title over its hero image (decorative: the heading says it), with the editor's words. */
function HomeHero({ title, image, html }: { title: string; image: Photo | null; html: string }) {
  const titleId = useId();
  const sources = image ? imageSources(image) : null;
  return (
    <section className={image ? 'home-hero' : 'home-hero home-hero--plain'} aria-labelledby={titleId}>
      {sources ? (
        <img
          className="home-hero__image"
          src={sources.src}
          srcSet={sources.srcSet}
          sizes="(max-width: 1200px) 100vw, 1200px"
          width={sources.width}
          height={sources.height}
          alt=""
          fetchPriority="high"
        />
      ) : null}
      <div className="home-hero__content">
        <h1 id={titleId}>{title}</h1>
        <CmsHtml html={html} className="home-hero__body" />
      </div>
    </section>
  );
}

function SectionHeading({
  id,
  title,
  more,
}: {
  id: string;
  title: string;
  more?: { href: string; label: string };
}) {
  return (
    <div className="section-heading">
      <h2 id={id} className="product-section-title">
        {title}
      </h2>
      {more ? (
        <a className="section-heading__more" href={more.href}>
          {more.label}
        </a>
      ) : null}
    </div>
  );
}

function CategoryTiles({ title, categories }: { title: string; categories: CategoryNode[] }) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const titleId = useId();
  if (categories.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby={titleId}>
      <SectionHeading
        id={titleId}
        title={title}
        more={{ href: inApp(basePath, shopUrls.catalog(culture)), label: t('Catalog.AllProducts') }}
      />
      <ul className="category-tiles">
        {categories.map((category) => (
          <li key={category.CategoryId}>
            <article className="category-tile bigger-link">
              <div className="category-tile__photo">
                {category.Photo ? (
                  <img src={category.Photo.ThumbnailUrl} alt="" loading="lazy" width={320} height={320} />
                ) : null}
              </div>
              <h3 className="category-tile__name">
                <a href={category.Url}>{category.Name}</a>
              </h3>
              <p className="category-tile__count">
                {t('Catalog.ProductCount', { count: category.ProductCount })}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A shelf of products in one of the catalogue's sorts, with a link to the whole list in that sort. */
function ProductShelf({
  title,
  sort,
  items,
}: {
  title: string;
  sort: CatalogSort;
  items: ProductListItem[];
}) {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <section className="home-section product-shelf" aria-labelledby={titleId} data-sort={sort}>
      <SectionHeading
        id={titleId}
        title={title}
        more={{ href: inApp(basePath, shopUrls.catalog(culture, { sort })), label: t('Catalog.SeeAll') }}
      />
      <ProductGrid items={items} headingLevel={3} />
    </section>
  );
}
