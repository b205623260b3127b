import type { CategoryNode, MegaMenuEntry } from '@vitrine/api-client';
import { formatPrice } from '@vitrine/money';
import { Spinner } from '@vitrine/ui';
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useApi } from '../../../lib/api-context';
import { useTranslation } from '../../i18n/translation-context';
import { closeDropdowns } from '../../layout/click-dropdowns';
import { megaMenus } from './mega-menu-loader';

/** A pointer merely crossing a root on its way elsewhere does not open it (nor fetch it). */
export const MEGA_MENU_HOVER_INTENT_MS = 150;

// Spec 001 §8: a failed mega menu fetch only clears the loading flag, so no error flow runs.
const SILENT_FAILURES = [0, 400, 401, 403, 404, 429, 500, 502, 503, 504];

/**
 * The large-screen category menu (spec 001 §4): each root carries its category id; opening one
 * (hover after a short intent delay, keyboard focus, or a first tap) shows a panel with its
 * children and featured products, fetched once per category with one request at a time. It
 * appears with its first root open.
 */
export function MegaMenu({ nodes }: { nodes: CategoryNode[] }) {
  const { culture } = useTranslation();
  const api = useApi().catalog;
  const [active, setActive] = useState<string | null>(null);
  const [entries, setEntries] = useState<Record<string, MegaMenuEntry>>({});
  const [loading, setLoading] = useState<string | null>(null);
  const intent = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(intent.current);
    };
  }, []);

  const open = useCallback(
    (categoryId: string) => {
      clearTimeout(intent.current);
      setActive(categoryId);
      const hit = megaMenus.cached(culture, categoryId);
      if (hit) {
        setEntries((current) => ({ ...current, [categoryId]: hit }));
        return;
      }
      setLoading(categoryId);
      megaMenus
        .load(culture, categoryId, async (c, id) => {
          const [entry] = await api.megaMenu(c, [id], { handles: SILENT_FAILURES });
          if (!entry) throw new Error(`No mega menu entry for ${id}`);
          return entry;
        })
        .then((entry) => {
          if (mounted.current) setEntries((current) => ({ ...current, [categoryId]: entry }));
        })
        // Spec 001 §8: a failure is not reported; the panel simply stops loading.
        .catch(() => undefined)
        .finally(() => {
          if (mounted.current) setLoading((current) => (current === categoryId ? null : current));
        });
    },
    [api, culture],
  );

  // The menu opens on its first category: a panel with content, never a large empty box.
  const first = nodes[0]?.CategoryId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the menu (re)appears or its roots change.
  useEffect(() => {
    if (first) open(first);
  }, [first]);

  const focusRoot = (from: HTMLElement, step: number) => {
    const roots = [
      ...(from.closest('.mega-menu')?.querySelectorAll<HTMLAnchorElement>('.mega-menu__root-link') ?? []),
    ];
    const index = roots.findIndex((root) => root.parentElement?.contains(from));
    roots[(index + step + roots.length) % roots.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const inPanel = target.closest('.mega-menu__panel') !== null;
    if (event.key === 'ArrowDown' && !inPanel) focusRoot(target, 1);
    else if (event.key === 'ArrowUp' && !inPanel) focusRoot(target, -1);
    else if (event.key === 'ArrowRight' && !inPanel)
      target.closest('li')?.querySelector<HTMLAnchorElement>('.mega-menu__panel a')?.focus();
    else if (event.key === 'ArrowLeft' && inPanel)
      target.closest('li')?.querySelector<HTMLAnchorElement>('.mega-menu__root-link')?.focus();
    else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && inPanel) {
      const links = [
        ...(target.closest('.mega-menu__panel')?.querySelectorAll<HTMLAnchorElement>('a') ?? []),
      ];
      const index = links.indexOf(target as HTMLAnchorElement);
      links[(index + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length]?.focus();
    } else return;
    event.preventDefault();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys only move focus between the links inside.
    <div className="mega-menu" onKeyDown={onKeyDown}>
      <ul className="mega-menu__roots">
        {nodes.map((node) => (
          <MegaMenuRoot
            key={node.CategoryId}
            node={node}
            isOpen={active === node.CategoryId}
            isLoading={loading === node.CategoryId}
            entry={entries[node.CategoryId]}
            onOpen={() => open(node.CategoryId)}
            onIntent={() => {
              clearTimeout(intent.current);
              intent.current = setTimeout(() => open(node.CategoryId), MEGA_MENU_HOVER_INTENT_MS);
            }}
            onLeave={() => clearTimeout(intent.current)}
          />
        ))}
      </ul>
    </div>
  );
}

function MegaMenuRoot({
  node,
  isOpen,
  isLoading,
  entry,
  onOpen,
  onIntent,
  onLeave,
}: {
  node: CategoryNode;
  isOpen: boolean;
  isLoading: boolean;
  entry: MegaMenuEntry | undefined;
  onOpen: () => void;
  onIntent: () => void;
  onLeave: () => void;
}) {
  const { t, culture } = useTranslation();
  const panelId = useId();
  const titleId = useId();
  // Whether the pointer press began on a closed root: that tap opens it instead of following.
  const opening = useRef(false);
  return (
    <li
      className={isOpen ? 'mega-menu__root is-open' : 'mega-menu__root'}
      data-category-id={node.CategoryId}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') onIntent();
      }}
      onPointerLeave={onLeave}
    >
      <a
        className="mega-menu__root-link"
        href={node.Url}
        id={titleId}
        aria-label={t('Catalog.ProductsInCategory', { name: node.Name, count: node.ProductCount })}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onPointerDown={() => {
          opening.current = !isOpen;
        }}
        onFocus={onOpen}
        onClick={(event) => {
          // A click on an open root closes the menus and its link loads (spec 001 §4 click dropdown).
          if (!opening.current) return closeDropdowns();
          opening.current = false;
          event.preventDefault();
          onOpen();
        }}
      >
        {node.Name}
        <span className="category-menu__count" aria-hidden="true">
          {node.ProductCount}
        </span>
      </a>
      <section
        id={panelId}
        className="mega-menu__panel"
        aria-labelledby={titleId}
        aria-busy={isLoading}
        hidden={!isOpen}
      >
        {isLoading && !entry ? <Spinner size="small" label={t('Core.Loading')} /> : null}
        {entry ? (
          <div className="mega-menu__content">
            <div className="mega-menu__children">
              <h3 className="mega-menu__heading">{node.Name}</h3>
              <ul className="mega-menu__list">
                {entry.Children.map((child) => (
                  <li key={child.CategoryId}>
                    <a
                      href={child.Url}
                      aria-label={t('Catalog.ProductsInCategory', {
                        name: child.Name,
                        count: child.ProductCount,
                      })}
                    >
                      {child.Name}
                      <span className="category-menu__count" aria-hidden="true">
                        {child.ProductCount}
                      </span>
                    </a>
                  </li>
                ))}
                <li>
                  <a className="mega-menu__all" href={node.Url}>
                    {t('Catalog.SeeAllInCategory', { name: node.Name })}
                  </a>
                </li>
              </ul>
            </div>
            {entry.FeaturedProducts.length ? (
              <div className="mega-menu__featured">
                <h3 className="mega-menu__heading">{t('Catalog.MegaMenuFeatured')}</h3>
                <ul className="mega-menu__list mega-menu__products">
                  {entry.FeaturedProducts.map((product) => (
                    <li key={product.ProductId} className="mega-menu__product">
                      <a href={product.ProductUrl}>
                        {product.Photo ? (
                          <img
                            src={product.Photo.ThumbnailUrl}
                            alt=""
                            loading="lazy"
                            width={120}
                            height={120}
                          />
                        ) : (
                          <span className="mega-menu__no-photo" aria-hidden="true" />
                        )}
                        <span className="mega-menu__product-name">{product.Name}</span>
                        <span className="mega-menu__product-price">
                          {t('Catalog.PriceFrom', {
                            price: formatPrice(product.PriceFrom, product.CurrencyCode, culture),
                          })}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        ) : null}
      </section>
    </li>
  );
}
