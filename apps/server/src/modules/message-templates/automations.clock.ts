/**
 * The automations job's clock (decision 0043): the real time, moved by an offset only through the test clock
 * route (TEST_CLOCK=on, the browser tests). Per instance and in memory: a restart returns to the real time.
 */
export interface MovableClock {
  now(): Date;
  /** Makes `now()` read `at` from this moment on (and keep running from there). */
  set(at: Date): void;
}

export function createMovableClock(real: () => number = Date.now): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(real() + offset),
    set(at) {
      offset = at.getTime() - real();
    },
  };
}
