import { fireEvent, render, screen } from '@testing-library/react';
import { useSessionStore } from '@/lib/session/session-store';
import { MEHMET } from '@/lib/session/test-users';
import { useToastStore } from '@/lib/toast/toast-store';
import { FavouriteToggle } from './favourite-toggle';

/**
 * The favourite toggle (favourite-toggle.tsx): a visitor's click is told to sign in; a signed-in
 * user's toggle loads after hydration, and until it has, its stand-in takes no click (a click
 * there would be lost).
 */
const fetchMock = jest.fn(async () => ({
  status: 200,
  ok: true,
  json: async () => ({ value: [{ Id: 9, IhaleId: 61 }] }),
}));

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  useToastStore.setState({ toasts: [] });
});
afterEach(() => useSessionStore.getState().loggedOut());

it('tells a visitor to sign in', () => {
  render(<FavouriteToggle ihaleId={61} variant="card" />);
  fireEvent.click(screen.getByRole('button', { name: 'Favorilere ekle' }));
  expect(useToastStore.getState().toasts.map((t) => t.message)).toEqual(['Sisteme giriş yapmanız gerekmektedir.']);
});

it('shows a signed-in user a stand-in that takes no click until the toggle has loaded with the account’s state', async () => {
  useSessionStore.getState().signedIn(MEHMET);
  render(<FavouriteToggle ihaleId={61} variant="card" />);
  const standIn = screen.getByRole('button', { name: 'Favorilere ekle' });
  expect(standIn).toBeDisabled();
  fireEvent.click(standIn);
  expect(useToastStore.getState().toasts).toEqual([]);
  // Loaded: the account's favourites say tender 61 is one.
  const toggle = await screen.findByRole('button', { name: 'Favorilerden kaldır' });
  expect(toggle).toBeEnabled();
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
});
