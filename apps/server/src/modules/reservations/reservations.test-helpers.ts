/** What other modules' tests may run of this module besides its service: the hold expiry job's round. */
export { expireHolds } from './reservations.holds.ts';
