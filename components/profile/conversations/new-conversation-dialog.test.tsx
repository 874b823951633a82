import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useToastStore } from '@/lib/toast/toast-store';
import { NewConversationDialog } from './new-conversation-dialog';

/**
 * 'Soru Sor' (issue #36 item 5): the question is asked with its message, the limits are counted as
 * typed and never cut anything off, and the answer names what happened.
 */
const reply = (status: number, body?: unknown) => ({ status, ok: status < 300, json: async () => body });
const toastTexts = () => useToastStore.getState().toasts.map((t) => `${t.severity}: ${t.message}`);
const posts: unknown[] = [];
const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  if (init?.method === 'POST') {
    posts.push(JSON.parse(String(init.body)));
    return reply(200, { data: { id: 41, ilkMesaj: { id: 9 } } });
  }
  if (url.includes('KategoriOData')) return reply(200, { value: [{ Id: 193, Adi: 'Ödeme ve Teslimat' }] });
  return reply(404, {});
});

function renderDialog(onOpened = jest.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NewConversationDialog open onClose={jest.fn()} cariId={2} onOpened={onOpened} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Soru Sor' });
  return {
    onOpened,
    dialog,
    topic: within(dialog).getByRole('combobox', { name: /Konu/ }),
    title: within(dialog).getByRole('textbox', { name: /Başlık/ }),
    message: within(dialog).getByRole('textbox', { name: /Mesajınız/ }),
    send: within(dialog).getByRole('button', { name: 'Gönder' }),
  };
}

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  posts.length = 0;
  useToastStore.setState({ toasts: [] });
});

it('asks for the message too, with the SPEC messages', async () => {
  const { send, dialog } = renderDialog();
  fireEvent.click(send);
  await waitFor(() =>
    expect(toastTexts()).toEqual([
      'error: Konu alanı zorunludur.',
      'error: Başlık alanı zorunludur.',
      'error: Mesaj alanı zorunludur.',
    ]),
  );
  expect(within(dialog).getByText('Mesaj alanı zorunludur.')).toBeInTheDocument();
  expect(posts).toEqual([]);
});

it('counts both limits as typed and keeps what goes past them, refusing the send', async () => {
  const { title, message, send, topic } = renderDialog();
  await within(topic).findByRole('option', { name: 'Ödeme ve Teslimat' });
  fireEvent.change(topic, { target: { value: '193' } });
  fireEvent.change(title, { target: { value: 'Teslimat' } });
  expect(title).toHaveAccessibleDescription('8/50');
  fireEvent.change(message, { target: { value: 'Ne zaman?' } });
  expect(message).toHaveAccessibleDescription('9/2000');

  // Past the limit nothing is cut off: the counter becomes the rule's message.
  fireEvent.change(title, { target: { value: 'x'.repeat(57) } });
  expect(title).toHaveValue('x'.repeat(57));
  expect(title).toHaveAccessibleDescription('Başlık maksimum 50 karakter olabilir. (57/50)');
  expect(title).toHaveAttribute('aria-invalid', 'true');
  fireEvent.change(message, { target: { value: 'y'.repeat(2001) } });
  expect(message).toHaveValue('y'.repeat(2001));
  expect(message).toHaveAccessibleDescription('Mesaj maksimum 2000 karakter olabilir. (2001/2000)');
  fireEvent.click(send);
  await waitFor(() =>
    expect(toastTexts()).toEqual([
      'error: Başlık maksimum 50 karakter olabilir.',
      'error: Mesaj maksimum 2000 karakter olabilir.',
    ]),
  );
  expect(posts).toEqual([]);
});

it('sends the question with the conversation and says what happened', async () => {
  const { title, message, send, topic, onOpened } = renderDialog();
  await within(topic).findByRole('option', { name: 'Ödeme ve Teslimat' });
  fireEvent.change(topic, { target: { value: '193' } });
  fireEvent.change(title, { target: { value: 'x'.repeat(50) } });
  expect(title).toHaveAccessibleDescription('50/50');
  const question = 'Malzemeyi teslim almak için\nhangi belgeler gerekir?';
  fireEvent.change(message, { target: { value: question } });
  fireEvent.click(send);
  await waitFor(() => expect(onOpened).toHaveBeenCalledWith(41));
  expect(posts).toEqual([
    { cariId: 2, konuId: 193, durumId: 201, baslik: 'x'.repeat(50), IhaleTipiId: 51, icerik: question },
  ]);
  expect(toastTexts()).toEqual(['success: Sorunuz iletildi. Yanıt verildiğinde bildirim alacaksınız.']);
});
