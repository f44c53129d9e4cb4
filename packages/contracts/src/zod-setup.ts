import { z } from 'zod';

/**
 * Zod compiles object parsers with `new Function` when it may, and probes for that as each object
 * schema is built. In the browser our CSP has no 'unsafe-eval', so the probe is refused and reported
 * as a violation on every page; on the server, code generated at run time is not worth the few
 * microseconds on bodies this small. Interpreted parsing everywhere, set before any schema is built
 * (index.ts imports this first).
 */
z.config({ jitless: true });
