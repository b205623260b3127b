/**
 * The layout's data (who is signed in) is kept across page loads; a sign-in or sign-out marks it
 * stale so that the next load, wherever it goes, refreshes it. The mark stays until the layout
 * has new data: React Router may ask whether to revalidate more than once for one navigation.
 */
let stale = false;

export function markSessionChanged(): void {
  stale = true;
}

export function isSessionChanged(): boolean {
  return stale;
}

export function clearSessionChange(): void {
  stale = false;
}
