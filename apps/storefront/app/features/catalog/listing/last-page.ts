/**
 * A list asked for a page past its last one (?pageindex=9999, an old link to a catalogue that has
 * since shrunk): the address of its last page, the rest of the query kept. Null when the page
 * exists, or when there is nothing to list at all (the "no product found" page is then right).
 */
export function lastPageAddress(url: URL, list: { PageIndex: number; PageCount: number }): string | null {
  if (list.PageCount < 1 || list.PageIndex <= list.PageCount) return null;
  const params = new URLSearchParams(url.search);
  // Page 1 is the list's own address (spec 001 §2: pageindex is dropped rather than set to 1).
  if (list.PageCount === 1) params.delete('pageindex');
  else params.set('pageindex', String(list.PageCount));
  const search = params.toString();
  return `${url.pathname}${search ? `?${search}` : ''}`;
}
