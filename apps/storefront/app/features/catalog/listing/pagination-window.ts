/** Spec 001 §9: 2 neighbouring pages (0 on small screens, hidden by CSS), no outer pages. */
export const PAGINATION_NEIGHBOURS = 2;

export interface PaginationWindow {
  /** The pages shown, each with its distance from the current one (the CSS hides distance > 0 on phones). */
  pages: { page: number; distance: number }[];
  previous: number | null;
  next: number | null;
}

export function paginationWindow(
  current: number,
  pageCount: number,
  neighbours = PAGINATION_NEIGHBOURS,
): PaginationWindow {
  if (pageCount <= 1) return { pages: [], previous: null, next: null };
  const page = Math.min(Math.max(1, current), pageCount);
  const first = Math.max(1, page - neighbours);
  const last = Math.min(pageCount, page + neighbours);
  const pages = [];
  for (let index = first; index <= last; index++)
    pages.push({ page: index, distance: Math.abs(index - page) });
  return {
    pages,
    previous: page > 1 ? page - 1 : null,
    next: page < pageCount ? page + 1 : null,
  };
}
