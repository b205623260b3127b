import { z } from 'zod';
import { boundedInt, maxMessage } from './widget-fields';

const CategoryIds = z.array(z.string().uuid('Validation.Uuid')).max(20, maxMessage(20));

/** The news widgets' figures (spec 001 §9): 3 posts per page, children hidden. */
export const NEWS_POSTS_PER_PAGE = 3;
export const NEWS_LIST_LAYOUTS = ['blog', 'masonry'] as const;

const PostPerPage = boundedInt(1, 24, NEWS_POSTS_PER_PAGE);

/** The news widgets: the calendar, the list, the carousel and the ticker (spec 001 §2). */
export const NEWS_WIDGETS = [
  z.object({
    Name: z.literal('news-calendar'),
    /** No category: every category. */
    CategoryIds,
    DisplayChildren: z.boolean().default(false),
    PostPerPage,
  }),
  z.object({
    Name: z.literal('news-list'),
    CategoryIds,
    DisplayChildren: z.boolean().default(false),
    PostPerPage,
    Layout: z.enum(NEWS_LIST_LAYOUTS).default('blog'),
  }),
  /** The newest posts as a carousel (spec 001 §9: 3 slides, 2 at large, 1 at small, autoplay 5000 ms). */
  z.object({
    Name: z.literal('news-carousel'),
    CategoryIds,
    DisplayChildren: z.boolean().default(false),
    /** How many of the newest posts it holds. */
    PostPerPage: boundedInt(1, 24, 6),
  }),
  /** The newest posts' titles, one at a time (the news ticker slider, spec 001 §2). */
  z.object({
    Name: z.literal('news-ticker'),
    CategoryIds,
    DisplayChildren: z.boolean().default(false),
    PostPerPage: boundedInt(1, 24, 5),
  }),
] as const;
