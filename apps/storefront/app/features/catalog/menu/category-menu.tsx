import type { CategoryNode } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import type { Culture } from '@vitrine/i18n';
import { Spinner } from '@vitrine/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '../../../lib/api-context';
import { useTranslation } from '../../i18n/translation-context';
import { useSite } from '../../layout/site-context';
import { LARGE_BREAKPOINT_PX, SUBMENU_SLIDE_MS } from '../constants';
import { useMediaQuery } from '../use-media-query';
import { MegaMenu } from './mega-menu';

// The tree changes rarely: one request per culture for the life of the page.
const trees = new Map<Culture, Promise<CategoryNode[]>>();

/**
 * The header's category menu (spec 001 §4): sub-menus collapse; the first click on a collapsed
 * parent expands it (a 180 ms slide) instead of following the link, the next click follows it.
 */
export function CategoryMenu() {
  const { t, culture } = useTranslation();
  const { basePath } = useSite();
  const api = useApi().catalog;
  const [open, setOpen] = useState(false);
  const [tree, setTree] = useState<CategoryNode[] | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();
  // Below the large breakpoint the collapsible tree stays: a mega panel has no room on a phone.
  const large = useMediaQuery(`(min-width: ${LARGE_BREAKPOINT_PX}px)`);

  useEffect(() => {
    if (!open || tree) return;
    let cached = trees.get(culture);
    if (!cached) {
      cached = api.categories(culture);
      trees.set(culture, cached);
      cached.catch(() => trees.delete(culture));
    }
    let live = true;
    cached.then((loaded) => live && setTree(loaded)).catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, culture, open, tree]);

  // A new culture has another tree; a new page closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: culture is the trigger.
  useEffect(() => setTree(null), [culture]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each page load (location.key) closes it.
  useEffect(() => setOpen(false), [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && event.target instanceof Node && !root.current.contains(event.target))
        setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        root.current?.querySelector<HTMLButtonElement>('.category-menu__toggle')?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className="category-menu" ref={root}>
      <button
        type="button"
        className="category-menu__toggle"
        aria-expanded={open}
        aria-controls="category-menu-panel"
        onClick={() => setOpen((value) => !value)}
      >
        {t('Catalog.CategoryMenu')}
        <span aria-hidden="true" className="category-menu__caret" />
      </button>
      <div
        id="category-menu-panel"
        className={large ? 'category-menu__panel category-menu__panel--mega' : 'category-menu__panel'}
        hidden={!open}
      >
        {tree ? (
          <>
            {large ? <MegaMenu nodes={tree} /> : <CategoryMenuItems nodes={tree} level={1} />}
            <p className="category-menu__all">
              <a href={inApp(basePath, shopUrls.catalog(culture))}>{t('Catalog.AllProducts')}</a>
            </p>
          </>
        ) : (
          <Spinner size="small" label={t('Core.Loading')} />
        )}
      </div>
    </div>
  );
}

function CategoryMenuItems({ nodes, level }: { nodes: CategoryNode[]; level: number }) {
  return (
    <ul className={`category-menu__list category-menu__list--level-${level}`}>
      {nodes.map((node) => (
        <CategoryMenuItem key={node.CategoryId} node={node} level={level} />
      ))}
    </ul>
  );
}

function CategoryMenuItem({ node, level }: { node: CategoryNode; level: number }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const hasChildren = node.Children.length > 0;
  const label = t('Catalog.ProductsInCategory', { name: node.Name, count: node.ProductCount });
  return (
    <li className={hasChildren ? 'category-menu__item has-children' : 'category-menu__item'}>
      <a
        href={node.Url}
        aria-label={label}
        aria-expanded={hasChildren ? expanded : undefined}
        onClick={(event) => {
          if (!hasChildren || expanded) return;
          // The first click opens the sub-menu; the in-place page load sees the prevented default.
          event.preventDefault();
          setExpanded(true);
        }}
      >
        {node.Name}
        <span className="category-menu__count" aria-hidden="true">
          {node.ProductCount}
        </span>
      </a>
      {hasChildren ? (
        <div
          className={expanded ? 'category-menu__sub is-expanded' : 'category-menu__sub'}
          style={{ transitionDuration: `${SUBMENU_SLIDE_MS}ms` }}
          inert={!expanded}
        >
          <div className="category-menu__sub-inner">
            <CategoryMenuItems nodes={node.Children} level={level + 1} />
          </div>
        </div>
      ) : null}
    </li>
  );
}
