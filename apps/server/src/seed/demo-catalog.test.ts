import { KEY_PICKUP } from './demo-catalog.ts';

describe("the demo hosts' key pick-up", () => {
  it('sends the guest to the trip page for a code, never to an e-mail (decisions 0033, 0055)', () => {
    for (const text of KEY_PICKUP) {
      expect(text).not.toMatch(/e-mail|is sent|are sent|arrives by/i);
      if (/code/i.test(text)) expect(text).toContain('trip page');
    }
  });
});
