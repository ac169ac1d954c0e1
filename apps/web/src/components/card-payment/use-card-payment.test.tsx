import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderHookWithProviders, stubFetch } from '../../test-render.tsx';
import type { CardFieldHandle } from './card-field-handle.ts';
import { useCardPayment } from './use-card-payment.ts';

const fetchMock = stubFetch();

describe('useCardPayment', () => {
  it('drops the cached reservation once the payment is answered, so the trip page reads it paid', async () => {
    fetchMock.mockResolvedValue(
      json(201, {
        message: 'Booking successful!',
        data: { reservation_id: 7, unique_hash: 'h4sh', status_id: 6, next_action: null },
      }),
    );
    const { result, client } = renderHookWithProviders(() => useCardPayment());
    const key = ['bookings', 'reservation', 'h4sh'];
    // What Book now read before the payment finished: the stay still processing (status 4).
    client.setQueryData(key, { unique_hash: 'h4sh', status: { id: 4 } });
    client.setQueryData([...key, 'messages'], { messages: [] });
    (result.current.cardRef as { current: CardFieldHandle | null }).current = {} as CardFieldHandle;

    let reply: Awaited<ReturnType<typeof result.current.resume>> = null;
    await act(async () => {
      reply = await result.current.resume('h4sh');
    });
    expect(reply).toMatchObject({ data: { status_id: 6 } });
    expect(client.getQueryData(key)).toBeUndefined();
    // Only that reservation's own read: its thread stays.
    expect(client.getQueryData([...key, 'messages'])).toEqual({ messages: [] });
  });
});
