import { config } from 'zod/v4';

// Zod compiles object parsers with `new Function` when it may. The site's CSP allows no eval
// (`script-src 'self'`), so its probe was refused and logged a CSP violation on every page: tell it not to try.
// The web build resolves every `import … from 'zod'` to this module (vite.config.ts), so the setting comes with
// zod itself, before any schema is built, and a page whose start uses no schema (the public pages) loads no zod.
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
