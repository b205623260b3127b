import { z } from 'zod';

/**
 * Import first in a browser app whose Content Security Policy has no 'unsafe-eval': zod probes
 * for `new Function` when it builds its first object schema (to compile parsers), and the probe is
 * a reported violation. It must run before any module builds a schema, hence a module of its own
 * that imports zod alone. Interpreted parsing is fast enough for forms; servers keep compiling.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
