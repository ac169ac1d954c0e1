import { config } from 'zod';

// Zod compiles object parsers with `new Function` when it may. The site's CSP allows no eval
// (`script-src 'self'`), so its probe was refused and logged a CSP violation on every page: tell it not to try.
// Imported first by app/start.tsx, before any schema parses.
config({ jitless: true });
