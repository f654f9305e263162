import { act, renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { FormTestProviders, formTicketHandler } from '../testing';
import { useFormTicket } from './use-form-ticket';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const wrapper = ({ children }: { children: ReactNode }) => <FormTestProviders>{children}</FormTestProviders>;

/** A wait the test releases by hand, recording how long it was asked to last. */
function heldWait() {
  const asked: number[] = [];
  let release = () => undefined as void;
  const wait = (ms: number) => {
    asked.push(ms);
    return new Promise<void>((resolve) => (release = resolve));
  };
  return { asked, wait, release: () => release() };
}

describe('useFormTicket', () => {
  it('waits out the rest of the minimum before handing out the ticket', async () => {
    server.use(formTicketHandler({ minSeconds: 3 }));
    const held = heldWait();
    const { result } = renderHook(() => useFormTicket('/shareholder-forms', held.wait), { wrapper });
    let ticket: string | undefined;
    const pending = result.current().then((value) => void (ticket = value));
    await waitFor(() => expect(held.asked).toHaveLength(1));
    expect(held.asked[0]).toBeGreaterThan(2000);
    expect(held.asked[0]).toBeLessThanOrEqual(3000);
    expect(ticket).toBeUndefined();
    held.release();
    await act(() => pending);
    expect(ticket).toMatch(/^ticket-\d+$/);
  });

  it('hands out at once when there is no minimum, and a new ticket when asked for a fresh one', async () => {
    server.use(formTicketHandler());
    const held = heldWait();
    const { result } = renderHook(() => useFormTicket('/shareholder-forms', held.wait), { wrapper });
    const first = await act(() => result.current());
    const fresh = await act(() => result.current(true));
    expect(fresh).not.toBe(first);
    expect(held.asked).toEqual([]);
  });
});
