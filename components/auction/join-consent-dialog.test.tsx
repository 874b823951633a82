import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useToastStore } from '@/lib/toast/toast-store';
import { JoinConsentDialog } from './join-consent-dialog';

const toastTexts = () => useToastStore.getState().toasts.map((t) => t.message);

describe('join consent dialog', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('refuses Tamam with the docs/spec.md §5 messages until all three documents are accepted', async () => {
    const onConfirm = jest.fn();
    render(
      <JoinConsentDialog open busy={false} deposit={800} currency="TL" onConfirm={onConfirm} onCancel={jest.fn()} />,
    );
    const tamam = screen.getByRole('button', { name: 'Tamam' });
    fireEvent.click(tamam);
    await waitFor(() => expect(toastTexts()).toEqual(['Sözleşmeleri kabul etmeniz gerekmektedir.']));

    fireEvent.click(screen.getByRole('checkbox', { name: /KVKK Metni/ }));
    fireEvent.click(tamam);
    await waitFor(() =>
      expect(toastTexts().slice(1)).toEqual([
        'Kullanıcı Sözleşmesi onayı zorunludur.',
        'Üyelik Sözleşmesi onayı zorunludur.',
      ]),
    );
    // The missing boxes say so next to themselves too.
    expect(screen.getByText('Üyelik Sözleşmesi onayı zorunludur.', { selector: 'p' })).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    // Once tried, a ticked box loses its message at once.
    const kullanici = screen.getByRole('checkbox', { name: /Kullanıcı Sözleşmesi/ });
    expect(kullanici).toHaveAccessibleDescription('Kullanıcı Sözleşmesi onayı zorunludur.');
    fireEvent.click(kullanici);
    await waitFor(() =>
      expect(screen.queryByText('Kullanıcı Sözleşmesi onayı zorunludur.', { selector: 'p' })).not.toBeInTheDocument(),
    );
    expect(kullanici).not.toHaveAccessibleDescription();
    fireEvent.click(screen.getByRole('checkbox', { name: /Üyelik Sözleşmesi/ }));
    fireEvent.click(tamam);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it('links every document to its page and tells how much deposit is blocked', () => {
    render(
      <JoinConsentDialog open busy={false} deposit={5000} currency="TL" onConfirm={jest.fn()} onCancel={jest.fn()} />,
    );
    expect(screen.getByRole('link', { name: /KVKK Metni/ })).toHaveAttribute('href', '/portal-hakkinda/kvkk-metni');
    expect(screen.getByRole('link', { name: /Kullanıcı Sözleşmesi/ })).toHaveAttribute(
      'href',
      '/portal-hakkinda/kullanici-sozlesmesi',
    );
    expect(screen.getByRole('link', { name: /Üyelik Sözleşmesi/ })).toHaveAttribute(
      'href',
      '/portal-hakkinda/uyelik-sartlari',
    );
    expect(screen.getByText(/5\.000,00 TL/)).toBeInTheDocument();
  });
});
