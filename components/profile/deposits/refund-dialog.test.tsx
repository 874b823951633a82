import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useToastStore } from '@/lib/toast/toast-store';
import { RefundDialog } from './refund-dialog';

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const toastTexts = () => useToastStore.getState().toasts.map((t) => `${t.severity}: ${t.message}`);
const IBAN = 'TR330006100519786457841326';

function renderDialog(iban: string, onSubmit = jest.fn(async () => true)) {
  const onClose = jest.fn();
  render(<RefundDialog open onClose={onClose} iban={iban} available={5000} pending={false} onSubmit={onSubmit} />);
  return { onSubmit, onClose, field: screen.getByRole('textbox', { name: /İade edilecek tutar/ }) };
}

describe('refund dialog', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('keeps only digits and one comma as typed, at most 15 characters', () => {
    const { field } = renderDialog(IBAN);
    fireEvent.change(field, { target: { value: 'a1.500,5,0 TL' } });
    expect(field).toHaveValue('1500,50');
    fireEvent.change(field, { target: { value: '12345678901234567890' } });
    expect(field).toHaveValue('123456789012345');
    expect(field).toHaveAttribute('maxlength', '15');
  });

  it('shows the IBAN the money goes to, in groups of four', () => {
    renderDialog(IBAN);
    expect(screen.getByTestId('iade-iban')).toHaveTextContent('TR33 0006 1005 1978 6457 8413 26');
  });

  it('refuses without an IBAN on file, sending nothing', async () => {
    const { field, onSubmit } = renderDialog('');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'İade talebi yapabilmeniz için IBAN bilginizin bulunması gerekmektedir.',
    );
    fireEvent.change(field, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Talep Oluştur' }));
    expect(toastTexts()).toEqual(['error: İade talebi yapabilmeniz için IBAN bilginizin bulunması gerekmektedir.']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the amount when it is empty', async () => {
    const { onSubmit } = renderDialog(IBAN);
    fireEvent.click(screen.getByRole('button', { name: 'Talep Oluştur' }));
    await waitFor(() => expect(toastTexts()).toEqual(['error: İade edilecek tutar zorunludur.']));
    expect(screen.getByText('İade edilecek tutar zorunludur.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays open when the request is refused', async () => {
    const { field, onClose } = renderDialog(
      IBAN,
      jest.fn(async () => false),
    );
    fireEvent.change(field, { target: { value: '99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Talep Oluştur' }));
    await waitFor(() => expect(field).toHaveValue('99'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the typed text and closes when the request is accepted', async () => {
    const { field, onSubmit, onClose } = renderDialog(IBAN);
    fireEvent.change(field, { target: { value: '1500,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Talep Oluştur' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('1500,50', 'TL'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('checks amounts with the shared rules, beside the field and as a toast, until the amount changes', async () => {
    const { field, onSubmit } = renderDialog(IBAN);
    const send = screen.getByRole('button', { name: 'Talep Oluştur' });
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(send);
    await waitFor(() => expect(toastTexts()).toEqual(['error: İade edilecek tutar sıfırdan büyük olmalıdır.']));
    expect(field).toHaveAccessibleDescription('İade edilecek tutar sıfırdan büyük olmalıdır.');
    fireEvent.change(field, { target: { value: '10,505' } });
    // Typing clears the message: the field is checked again when sent.
    expect(field).toHaveAccessibleDescription(/Kullanılabilir teminat tutarınız/);
    fireEvent.click(send);
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription('İade edilecek tutar en fazla iki ondalık basamak içerebilir.'),
    );
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(field, { target: { value: '10,5' } });
    fireEvent.click(send);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('10,5', 'TL'));
  });

  it('offers no currency choice to an account holding TL only', () => {
    renderDialog(IBAN);
    expect(screen.queryByRole('combobox', { name: 'Para birimi' })).not.toBeInTheDocument();
  });

  it('offers the currencies the account holds deposit in and sends the chosen one', async () => {
    const onSubmit = jest.fn(async () => true);
    render(
      <RefundDialog
        open
        onClose={jest.fn()}
        iban={IBAN}
        available={5000}
        otherCurrencies={[{ currency: 'USD', available: 1860 }]}
        pending={false}
        onSubmit={onSubmit}
      />,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Para birimi' }));
    fireEvent.click(await screen.findByRole('option', { name: 'USD' }));
    const field = screen.getByRole('textbox', { name: /İade edilecek tutar \(USD\)/ });
    expect(screen.getByText(/Kullanılabilir teminat tutarınız: 1\.860,00 USD/)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Talep Oluştur' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('100', 'USD'));
  });
});
