import type { RouteConfigEntry } from '@react-router/dev/routes';
import { describe, expect, it } from 'vitest';
import routes from './routes';

/** Every route file under the culture layout: the pages a shopper can change the language on. */
function pageFiles(entries: readonly RouteConfigEntry[], inside = false): string[] {
  return entries.flatMap((entry) => [
    ...(inside ? [entry.file] : []),
    ...pageFiles(entry.children ?? [], true),
  ]);
}

const modules = import.meta.glob<{ handle?: { alternates?: unknown } }>('./routes/*.tsx');

describe('page routes', () => {
  const files = pageFiles(routes);

  it('are found in routes.ts', () => {
    expect(files).toEqual(
      expect.arrayContaining(['routes/home.tsx', 'routes/product.tsx', 'routes/category.tsx']),
    );
  });

  // A page type added later must say where it lives in the other cultures, or the language
  // choice and its hreflang links would guess (and land on a 404, as slugs differ per culture).
  it.each(files)('%s declares its alternates in its handle', async (file) => {
    const load = modules[`./${file}`];
    expect(load).toBeDefined();
    const module = await load!();
    expect(typeof module.handle?.alternates).toBe('function');
  });
});
