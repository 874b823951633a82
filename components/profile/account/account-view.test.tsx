import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { makeQueryClient } from '@/lib/query-client';
import { useSessionStore as useRootStore } from '@/lib/session/session-store';
import { AccountView } from './account-view';

/**
 * Hesabım shows consent changes made elsewhere (issue #15: an e-mail's one-click unsubscribe turns
 * EpostaBildirimOnayi off): the next visit shows what the server holds, not what the app cached.
 */
const server = { eposta: true };
const fetchMock = jest.fn(async () => ({
  status: 200,
  ok: true,
  json: async () => ({
    value: [
      {
        Adi: 'Ayşe',
        Soyadi: 'Yılmaz',
        GSM: '5321234567',
        Eposta: 'ayse.yilmaz@example.com.tr',
        EpostaBildirimOnayi: server.eposta,
        GSMBildirimOnayi: false,
      },
    ],
  }),
}));

const consent = () => screen.getByRole('checkbox', { name: 'E-posta bildirim onayı' });

describe('Hesabım after an unsubscribe', () => {
  beforeEach(() => {
    server.eposta = true;
    global.fetch = fetchMock as unknown as typeof fetch;
    useRootStore.setState({
      userInfos: {
        email: null,
        phone_number: null,
        NameSurname: 'Ayşe Yılmaz',
        preferred_username: '10000000146',
        name: '10000000146',
        gercekKisilikId: 1,
        aktifCariId: 1,
        aktifCariTuru: 'gercek',
        userFirmaKayitlarInfo: [],
      },
    });
  });

  it('the next visit shows the e-mail consent off, with the app’s own query client', async () => {
    const client = makeQueryClient();
    const first = render(
      <QueryClientProvider client={client}>
        <AccountView />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(consent()).toBeChecked());
    first.unmount();

    server.eposta = false; // the unsubscribe link, meanwhile
    render(
      <QueryClientProvider client={client}>
        <AccountView />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(consent()).not.toBeChecked());
  });

  it('an open Hesabım catches up when the user comes back to the tab', async () => {
    render(
      <QueryClientProvider client={makeQueryClient()}>
        <AccountView />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(consent()).toBeChecked());
    server.eposta = false;
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(consent()).not.toBeChecked());
  });
});
