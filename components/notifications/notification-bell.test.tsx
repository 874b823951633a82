import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { deleteCookie, writeCookie } from '@/lib/browser-cookies';
import { COOKIE } from '@/lib/session/cookie-names';
import { storeTokens } from '@/lib/session/tokens';
import { useInboxStore } from '@/lib/store/notification-inbox';
import { NotificationBell } from './notification-bell';
import { inboxServer, wireItem } from './test-inbox-server';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }), usePathname: () => '/' }));

const handlers = new Map<string, (p: unknown) => void>();
jest.mock('@/lib/realtime/hooks', () => ({
  useHubEvent: (name: string, handler: (p: unknown) => void) => handlers.set(name, handler),
  useHubConnectionState: () => 'connected',
}));

let server: ReturnType<typeof inboxServer>;

beforeEach(() => {
  push.mockClear();
  handlers.clear();
  useInboxStore.getState().reset();
  server = inboxServer([
    wireItem(1, { OkunmaTarihi: '2026-11-19T10:00:00.000Z', Baslik: 'Teminatınız alındı', Baglanti: null }),
    wireItem(2),
    wireItem(3, { Baglanti: 'https://kotu.example.com/x' }),
  ]);
  global.fetch = server.fetch as unknown as typeof fetch;
  writeCookie(COOKIE.accessToken, 'test-access-token', { maxAge: 900 });
});

const bell = () => screen.getByTestId('notification-bell');

describe('notification bell', () => {
  it('waits for the access token before asking for the inbox (no 401, no second silent refresh)', async () => {
    deleteCookie(COOKIE.accessToken);
    render(<NotificationBell cariId={2} />);
    await act(async () => {});
    expect(server.calls.filter((c) => c.startsWith('GET /api/bildirimler'))).toEqual([]);
    // The silent refresh stores the new token: now the bell loads.
    act(() => storeTokens({ accessToken: 'refreshed-token', expiresIn: 900 }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler, 2 okunmamış'));
  });

  it('says the unread count in its name and shows the newest items, unread marked in words', async () => {
    render(<NotificationBell cariId={2} />);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler, 2 okunmamış'));
    fireEvent.click(bell());
    const menu = screen.getByRole('menu');
    const items = within(menu).getAllByTestId('bell-item');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Okunmamış: Teklifiniz geçildi: İhale 3'),
      expect.stringContaining('Okunmamış: Teklifiniz geçildi: İhale 2'),
      expect.not.stringContaining('Okunmamış'),
    ]);
    // Istanbul time (UTC+3), whatever the machine's zone.
    expect(items[1]).toHaveTextContent('20.11.2026 05:00');
    expect(within(menu).getByRole('menuitem', { name: 'Tüm bildirimler' })).toHaveAttribute('href', '/bildirimler');
  });

  it('following an item marks it read, opens its tender and lowers the count', async () => {
    render(<NotificationBell cariId={2} />);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler, 2 okunmamış'));
    fireEvent.click(bell());
    fireEvent.click(screen.getAllByTestId('bell-item')[1]);
    expect(push).toHaveBeenCalledWith('/ihaleler/2');
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler, 1 okunmamış'));
    expect(server.calls).toContain('POST /api/bildirimler/2/okundu');
  });

  it('never follows a link to another site, but still marks the item read', async () => {
    render(<NotificationBell cariId={2} />);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler, 2 okunmamış'));
    fireEvent.click(bell());
    fireEvent.click(screen.getAllByTestId('bell-item')[0]);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler, 1 okunmamış'));
    expect(push).not.toHaveBeenCalled();
  });

  it('a BildirimGeldi hub event raises the count and puts the item on top without a reload', async () => {
    render(<NotificationBell cariId={2} />);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler, 2 okunmamış'));
    const fetches = server.fetch.mock.calls.length;
    act(() =>
      handlers.get('BildirimGeldi')?.({
        bildirim: wireItem(4, { Baslik: 'İhale bitmek üzere' }),
        okunmamis: 3,
      }),
    );
    expect(bell()).toHaveAccessibleName('Bildirimler, 3 okunmamış');
    fireEvent.click(bell());
    expect(screen.getAllByTestId('bell-item')[0]).toHaveTextContent('İhale bitmek üzere');
    expect(server.fetch.mock.calls.length).toBe(fetches);
  });

  it('with nothing in the inbox: no number, and a sentence instead of a list', async () => {
    server = inboxServer([]);
    global.fetch = server.fetch as unknown as typeof fetch;
    render(<NotificationBell cariId={2} />);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Bildirimler, okunmamış bildirim yok'));
    fireEvent.click(bell());
    expect(screen.getByRole('menu')).toHaveTextContent('Henüz bildiriminiz bulunmamaktadır.');
  });
});
