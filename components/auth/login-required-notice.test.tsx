import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { takeReturnPath } from '@/lib/session/return-path';
import { LoginRequiredNotice } from './login-required-notice';

let search = '';
jest.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(search),
  usePathname: () => '/',
}));
jest.mock('@/lib/public-config-context', () => ({ usePublicConfig: () => ({ authUrl: 'http://localhost/auth' }) }));
const redirectToLogin = jest.fn();
jest.mock('@/lib/session/login-redirect', () => ({ redirectToLogin: (url: string) => redirectToLogin(url) }));

describe('a guarded page opened signed out', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    redirectToLogin.mockClear();
  });

  it('says a sign-in is needed, offers it and remembers the wanted page', async () => {
    search = 'girisGerekli=1&donus=%2Ffinansal-bilgilerim';
    window.history.replaceState(null, '', `/?${search}`);
    render(<LoginRequiredNotice />);
    const dialog = await screen.findByRole('dialog', { name: 'Giriş Gerekli' });
    expect(dialog).toHaveTextContent('Sisteme giriş yapmanız gerekmektedir.');
    // The address is clean at once: a reload does not ask again.
    expect(window.location.search).toBe('');
    const login = screen.getByRole('button', { name: 'Giriş Yap' });
    await waitFor(() => expect(login).toHaveFocus());
    fireEvent.click(login);
    expect(redirectToLogin).toHaveBeenCalledWith('http://localhost/auth');
    expect(takeReturnPath()).toBe('/finansal-bilgilerim');
  });

  it('does not remember a page that is not a guarded profile path', async () => {
    search = 'girisGerekli=1&donus=%2F%2Fevil.example%2Fhesabim';
    render(<LoginRequiredNotice />);
    fireEvent.click(await screen.findByRole('button', { name: 'Giriş Yap' }));
    expect(redirectToLogin).toHaveBeenCalled();
    expect(takeReturnPath()).toBeNull();
  });

  it('Vazgeç closes without signing in', async () => {
    search = 'girisGerekli=1&donus=%2Fhesabim';
    render(<LoginRequiredNotice />);
    fireEvent.click(await screen.findByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(redirectToLogin).not.toHaveBeenCalled();
    expect(takeReturnPath()).toBeNull();
  });

  it('shows nothing without the guard parameter', () => {
    search = 'donus=%2Fhesabim';
    const { container } = render(<LoginRequiredNotice />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
