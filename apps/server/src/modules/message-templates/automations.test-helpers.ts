import { expect } from 'vitest';
import type { App } from '../../app.ts';

/**
 * Moves the test clock (`TEST_CLOCK=on`: `PUT /api/test/clock`) of one instance, which runs the automations round
 * at that moment: how many messages the round sent.
 */
export async function moveClock(app: App, at: Date): Promise<number> {
  const res = await app.inject({ method: 'PUT', url: '/api/test/clock', payload: { now: at.toISOString() } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().sent as number;
}
