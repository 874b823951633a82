import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useToastStore } from '@/lib/toast/toast-store';
import { ReplyBox } from './reply-box';

const toastTexts = () => useToastStore.getState().toasts.map((t) => `${t.severity}: ${t.message}`);

function renderBox(onSend = jest.fn(async () => true)) {
  render(<ReplyBox pending={false} onSend={onSend} />);
  return {
    onSend,
    field: screen.getByRole('textbox', { name: /Mesajınız/ }),
    send: screen.getByRole('button', { name: 'Gönder' }),
  };
}

describe('reply box', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('offers Gönder only once something is typed and counts the characters', () => {
    const { field, send } = renderBox();
    expect(send).toBeDisabled();
    fireEvent.change(field, { target: { value: '   ' } });
    expect(send).toBeDisabled();
    fireEvent.change(field, { target: { value: 'Merhaba' } });
    expect(send).toBeEnabled();
    expect(field).toHaveAccessibleDescription('7/2000');
    fireEvent.change(field, { target: { value: 'x'.repeat(2100) } });
    expect(field).toHaveValue('x'.repeat(2000));
  });

  it('refuses a control character beside the field and as a toast, until the text changes', async () => {
    const { field, send, onSend } = renderBox();
    fireEvent.change(field, { target: { value: 'a\u0007b' } });
    fireEvent.click(send);
    await waitFor(() => expect(toastTexts()).toHaveLength(1));
    const [message] = useToastStore.getState().toasts.map((t) => t.message);
    expect(field).toHaveAccessibleDescription(message);
    expect(onSend).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: 'ab' } });
    expect(field).toHaveAccessibleDescription('2/2000');
  });

  it('sends with Ctrl+Enter and empties the box once sent; keeps the text when refused', async () => {
    const refused = jest.fn(async () => false);
    const { field } = renderBox(refused);
    fireEvent.change(field, { target: { value: 'İlk' } });
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(refused).toHaveBeenCalledWith('İlk'));
    expect(field).toHaveValue('İlk');
  });

  it('empties the box once the reply is sent', async () => {
    const { field, send, onSend } = renderBox();
    fireEvent.change(field, { target: { value: 'Teşekkürler' } });
    fireEvent.click(send);
    await waitFor(() => expect(field).toHaveValue(''));
    expect(onSend).toHaveBeenCalledWith('Teşekkürler');
    expect(toastTexts()).toEqual([]);
  });
});
