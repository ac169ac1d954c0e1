import { addDays, todayIso } from '@innkeep/contract/dates';

/**
 * The clock of the "listing's date" tests (decision 0115): 02:00 UTC five days from now (`utcDay`), when it is
 * still the evening before in Los Angeles (`laToday`) and already mid-morning in Tokyo (`utcDay` there too).
 */
export function laEveningClock() {
  const utcDay = addDays(todayIso(), 5);
  return { utcDay, now: new Date(`${utcDay}T02:00:00Z`), laToday: addDays(utcDay, -1) };
}
