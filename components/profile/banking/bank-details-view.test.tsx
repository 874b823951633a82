import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSessionStore as useRootStore } from '@/lib/session/session-store';
import { MEHMET_NO_CONTACT } from '@/lib/session/test-users';
import { useToastStore } from '@/lib/toast/toast-store';
import { BankDetailsView } from './bank-details-view';

const VALID = 'TR330006100519786457841326';
const toastTexts = () => useToastStore.getState().toasts.map((t) => `${t.severity}: ${t.message}`);
const reply = (status: number, body: unknown) => ({ status, ok: status < 300, json: async () => body });

let saved: string | null = null;
let refuseWith: string[] | null = null;
const fetchMock = jest.fn(async (_url: string, init?: RequestInit) => {
  if (init?.method === 'PUT') {
    if (refuseWith)
      return reply(400, { key: 'ValidationError', message: 'x', errors: refuseWith, mesajList: refuseWith });
    saved = JSON.parse(String(init.body)).iban;
    return reply(200, { data: { cariId: 2, iban: saved } });
  }
  return reply(200, { data: { cariId: 2, iban: saved } });
});

function renderView() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <BankDetailsView />
    </QueryClientProvider>,
  );
}

describe('Banka Bilgileri', () => {
  beforeEach(() => {
    saved = null;
    refuseWith = null;
    fetchMock.mockClear();
    global.fetch = fetchMock as unknown as typeof fetch;
    useToastStore.setState({ toasts: [] });
    useRootStore.setState({
      userInfos: MEHMET_NO_CONTACT,
    });
  });

  it('offers Save only after a change, saves, and clears the changed flag', async () => {
    renderView();
    const field = await screen.findByRole('textbox', { name: 'IBAN' });
    const save = screen.getByRole('button', { name: 'Kaydet' });
    expect(field).toHaveValue('TR');
    expect(save).toBeDisabled();

    fireEvent.change(field, { target: { value: VALID } });
    expect(save).toBeEnabled();
    fireEvent.click(save);
    await waitFor(() => expect(toastTexts()).toContain('success: IBAN bilginiz güncellenmiştir.'));
    expect(saved).toBe(VALID);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kaydet' })).toBeDisabled());
    expect(screen.getByRole('textbox', { name: 'IBAN' })).toHaveValue(VALID);
  });

  it('takes a pasted IBAN with spaces, periods and commas and saves it without them', async () => {
    renderView();
    const field = await screen.findByRole('textbox', { name: 'IBAN' });
    // The field's own limit leaves room for the separators of a paste.
    expect(Number(field.getAttribute('maxlength'))).toBeGreaterThanOrEqual('TR33 0006.1005,1978 6457 8413 26'.length);
    fireEvent.change(field, { target: { value: 'TR33 0006.1005,1978 6457 8413 26' } });
    expect(field).toHaveValue(VALID);
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(toastTexts()).toContain('success: IBAN bilginiz güncellenmiştir.'));
    expect(saved).toBe(VALID);
  });

  it('shows a form problem as an error toast and beside the field, without calling the API', async () => {
    renderView();
    const field = await screen.findByRole('textbox', { name: 'IBAN' });
    fireEvent.change(field, { target: { value: 'TR12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() =>
      expect(toastTexts()).toEqual(['error: 26 karakterlik IBAN numarasını girmelisiniz; 4 karakter girildi.']),
    );
    expect(screen.getByText('26 karakterlik IBAN numarasını girmelisiniz; 4 karakter girildi.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(0);
  });

  it("toasts the server's errors list joined by ', '", async () => {
    refuseWith = ['Birinci sorun', 'İkinci sorun'];
    renderView();
    const field = await screen.findByRole('textbox', { name: 'IBAN' });
    fireEvent.change(field, { target: { value: VALID } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(toastTexts()).toEqual(['error: Birinci sorun, İkinci sorun']));
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeEnabled();
  });

  it('copies the IBAN and says so', async () => {
    saved = VALID;
    const writeText = jest.fn(async () => {});
    Object.assign(navigator, { clipboard: { writeText } });
    renderView();
    await screen.findByDisplayValue(VALID);
    fireEvent.click(screen.getByRole('button', { name: 'IBAN numarasını kopyala' }));
    await waitFor(() => expect(toastTexts()).toEqual(['success: IBAN Numarası Kopyalandı']));
    expect(writeText).toHaveBeenCalledWith(VALID);
  });
});
