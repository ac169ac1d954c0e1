// A fresh copy of the module, whatever other test files in this worker wired (server tests share modules).
async function freshHooks() {
  vi.resetModules();
  return import('./payments.hooks.ts');
}

describe('the reservation hooks payments call', () => {
  it('refuse to run unwired (a payment applied before app.ts wired them), then answer with what was wired', async () => {
    const { reservationHooks, wireReservationHooks } = await freshHooks();
    expect(() => reservationHooks()).toThrow(/wireReservationHooks/);
    const moves: number[] = [];
    wireReservationHooks({
      changeStatus: async (_tx, move) => {
        moves.push(move.reservationId);
        return true;
      },
      recordEvent: async () => undefined,
      cancelForFraudWarning: async () => ({ refundMinor: 0, currency: 'eur' }),
    });
    const tx = {} as Parameters<ReturnType<typeof reservationHooks>['changeStatus']>[0];
    await expect(
      reservationHooks().changeStatus(tx, { reservationId: 7, from: 4, to: 2, actor: 'provider' }),
    ).resolves.toBe(true);
    expect(moves).toEqual([7]);
  });
});
