import { fireEvent, render, screen } from '@testing-library/react';
import { type UserInfos, useSessionStore } from '@/lib/session/session-store';
import { useToastStore } from '@/lib/toast/toast-store';
import { FavouriteToggle } from './favourite-toggle';

/**
 * The favourite toggle (favourite-toggle.tsx): a visitor's click is told to sign in; a signed-in
 * user's toggle loads after hydration, and until it has, its stand-in takes no click (a click
 * there would be lost).
 */
const mehmet: UserInfos = {
  email: 'mehmet.kaya@example.com.tr',
  phone_number: '5332345678',
  NameSurname: 'Mehmet Kaya',
  preferred_username: '10000000214',
  name: '10000000214',
  gercekKisilikId: 2,
  aktifCariId: 2,
  aktifCariTuru: 'gercek',
  userFirmaKayitlarInfo: [],
};
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
  useSessionStore.getState().signedIn(mehmet);
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
