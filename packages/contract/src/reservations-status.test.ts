import { RESERVATION_STATUSES, statusWire } from './reservations.ts';

describe('a status on the wire', () => {
  it('carries the name and colour of the status table', () => {
    for (const status of RESERVATION_STATUSES)
      expect(statusWire(status.id)).toEqual({ id: status.id, name: status.name, color: status.color });
  });

  it('reads an id outside the table as unknown, in the colour of a cancelled stay', () => {
    expect(statusWire(99)).toEqual({ id: 99, name: 'Unknown', color: 'grey' });
  });
});
