import type { AuthResponse } from '@innkeep/contract/auth';
import { test as base, expect, type Page } from '@playwright/test';

/** The demo accounts seeded on an empty database (README). */
export const accounts = {
  admin: { email: 'admin@innkeep.test', password: 'admin-demo-123' },
  host: { email: 'maria@innkeep.test', password: 'host-demo-123' },
  host2: { email: 'james@innkeep.test', password: 'host-demo-123' },
} as const;
export type Role = keyof typeof accounts;

// Must match apps/web/src/lib/session.ts.
const TOKEN_KEY = 'innkeep.token';
const USER_KEY = 'innkeep.user';

interface Fixtures {
  /**
   * Logs in through the API and stores token + user the way the SPA does, before the page's next load.
   * Seeds once per tab, so a later logout in the test really signs out.
   */
  loginAs: (page: Page, role: Role) => Promise<AuthResponse>;
}

export const test = base.extend<Fixtures>({
  loginAs: async ({ request }, use) => {
    await use(async (page, role) => {
      const response = await request.post('/api/login', { data: accounts[role] });
      expect(response.status(), `login as ${role}: ${await response.text()}`).toBe(200);
      const session = (await response.json()) as AuthResponse;
      await page.addInitScript(
        ({ session, tokenKey, userKey }) => {
          if (window.sessionStorage.getItem('e2e.session-seeded')) return;
          window.localStorage.setItem(tokenKey, session.token);
          window.localStorage.setItem(userKey, JSON.stringify(session.user));
          window.sessionStorage.setItem('e2e.session-seeded', '1');
        },
        { session, tokenKey: TOKEN_KEY, userKey: USER_KEY },
      );
      return session;
    });
  },
});

export { expect };
