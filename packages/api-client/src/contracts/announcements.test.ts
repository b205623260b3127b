import { describe, expect, it } from 'vitest';
import {
  announcementStateOf,
  pathMatches,
  SaveAnnouncementRequestSchema,
  targetsPage,
} from './announcements';

describe('announcement targeting', () => {
  it('matches a path exactly, or everything below a pattern ending in *', () => {
    expect(pathMatches('/', '/')).toBe(true);
    expect(pathMatches('/', '/catalog')).toBe(false);
    expect(pathMatches('/catalog', '/catalog/')).toBe(true);
    expect(pathMatches('/c/*', '/c/lampes')).toBe(true);
    expect(pathMatches('/c/*', '/c')).toBe(true);
    expect(pathMatches('/c/*', '/catalog')).toBe(false);
    expect(pathMatches('/P/Lampe', '/p/lampe')).toBe(true);
  });

  it('targets every page without kinds or paths, otherwise a listed kind or a matching path', () => {
    const page = { Kind: 'product' as const, Path: '/p/lampe' };
    expect(targetsPage({ PageKinds: [], PathPatterns: [] }, page)).toBe(true);
    expect(targetsPage({ PageKinds: ['product'], PathPatterns: [] }, page)).toBe(true);
    expect(targetsPage({ PageKinds: ['home'], PathPatterns: ['/p/*'] }, page)).toBe(true);
    expect(targetsPage({ PageKinds: ['home'], PathPatterns: ['/c/*'] }, page)).toBe(false);
    expect(
      targetsPage({ PageKinds: ['home'], PathPatterns: [] }, { Kind: null, Path: '/security/login' }),
    ).toBe(false);
  });

  it('tells draft, scheduled, live and ended apart', () => {
    const now = Date.parse('2026-11-26T10:00:00Z');
    const at = (
      StartDatetime: string | null,
      EndDatetime: string | null,
      Status: 'draft' | 'published' = 'published',
    ) => announcementStateOf({ Status, StartDatetime, EndDatetime }, now);
    expect(at(null, null, 'draft')).toBe('draft');
    expect(at('2026-11-27T00:00:00Z', null)).toBe('scheduled');
    expect(at(null, '2026-11-26T10:00:00Z')).toBe('ended');
    expect(at('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z')).toBe('live');
  });

  it('refuses an end before the start, under EndDatetime', () => {
    const result = SaveAnnouncementRequestSchema.safeParse({
      Kind: 'banner',
      Status: 'published',
      StartDatetime: '2026-11-26T10:00:00Z',
      EndDatetime: '2026-11-26T09:00:00Z',
      Translations: { fr: { Title: 'x', Blocks: [] } },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['EndDatetime', 'Announcements.EndBeforeStart'],
    ]);
  });
});
