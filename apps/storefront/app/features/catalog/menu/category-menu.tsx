import type { CategoryNode } from '@vitrine/api-client';
import { inApp, shopUrls } from '@vitrine/api-client/urls';
import type { Culture } from '@vitrine/i18n';
import { Spinner } from '@vitrine/ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useApi } from '../../../lib/api-context';
import { useTranslation } from '../../i18n/translation-context';
import { useClickDropdown } from '../../layout/click-dropdowns';
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
  // A click dropdown (spec 001 §4): one open at a time, hover from the large breakpoint, Escape.
  const dropdown = useClickDropdown('category-menu');
  const { open, close } = dropdown;
  const [tree, setTree] = useState<CategoryNode[] | null>(null);
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
  useEffect(() => close(), [location.key]);

  return (
    <div className="category-menu" {...dropdown.rootProps}>
      <button
        type="button"
        ref={dropdown.setTrigger}
        className="category-menu__toggle"
        aria-expanded={open}
        aria-controls="category-menu-panel"
        onClick={dropdown.onTriggerClick}
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

/**
 * One level of the collapsible navigation (spec 001 §4 collapse nav): expanding an item collapses
 * its open siblings, so a long tree never unfolds into a phone-high list.
 */
function CategoryMenuItems({ nodes, level }: { nodes: CategoryNode[]; level: number }) {
  const [expandedId, setExpandedId] = useState<string | null>(null);
  return (
    <ul className={`category-menu__list category-menu__list--level-${level}`}>
      {nodes.map((node) => (
        <CategoryMenuItem
          key={node.CategoryId}
          node={node}
          level={level}
          expanded={expandedId === node.CategoryId}
          onExpand={() => setExpandedId(node.CategoryId)}
        />
      ))}
    </ul>
  );
}

function CategoryMenuItem({
  node,
  level,
  expanded,
  onExpand,
}: {
  node: CategoryNode;
  level: number;
  expanded: boolean;
  onExpand: () => void;
}) {
  const { t } = useTranslation();
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
          onExpand();
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
