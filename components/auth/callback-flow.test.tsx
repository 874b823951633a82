import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useSessionStore } from '@/lib/session/session-store';
import { useToastStore } from '@/lib/toast/toast-store';
import { CallbackFlow } from './callback-flow';

/**
 * Registration at /callback (issue #36): the approval dialog of a person without a portal record
 * offers the e-mail and SMS channels unticked; what is ticked is saved through the one preference
 * call once the registration stands, and a contract renewal offers nothing.
 */
const replace = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ replace }) }));
jest.mock('@/lib/public-config-context', () => ({
  usePublicConfig: () => ({ authUrl: 'http://auth.test', clientSecret: 'secret' }),
}));
jest.mock('@/lib/session/login-code-in-address', () => ({ takeLoginCodeFromAddressBar: () => 'login-code' }));
jest.mock('@/lib/session/tokens', () => ({ storeTokens: jest.fn(), removeTokens: jest.fn() }));
jest.mock('@/lib/api/auth', () => ({
  exchangeExternalToken: async () => ({ accessToken: 'access', expiresIn: 300 }),
  fetchUserInfo: async () => ({
    email: 'zeynep.demir@example.com.tr',
    phone_number: '5443456789',
    NameSurname: 'Zeynep Demir',
    preferred_username: '10000000078',
    name: '10000000078',
  }),
}));

const calls: string[] = [];
let sonucTipi: 1 | 2 = 1;
jest.mock('@/lib/api/account', () => ({
  ...jest.requireActual('@/lib/api/account'),
  checkAccount: async () =>
    sonucTipi === 1
      ? { sonucTipi: 1, gercekKisilikId: null, firmalar: [] }
      : { sonucTipi: 2, gercekKisilikId: 77, firmalar: [] },
  registerPerson: async () => {
    calls.push('register');
    return 77;
  },
  acceptCurrentContracts: async () => {
    calls.push('link');
  },
  chooseActiveAccount: async () => ({ accessToken: 'bound', expiresIn: 300 }),
}));
const saveContactConsent = jest.fn(async (c: unknown) => {
  calls.push('consent');
  return c;
});
jest.mock('@/lib/api/profile/person', () => ({ saveContactConsent: (c: unknown) => saveContactConsent(c) }));

beforeEach(() => {
  calls.length = 0;
  saveContactConsent.mockClear();
  replace.mockClear();
  useSessionStore.getState().loggedOut();
  useToastStore.setState({ toasts: [] });
});

const documents = (dialog: HTMLElement) => within(dialog).getAllByRole('checkbox', { name: /okudum/ });

it('offers the channels unticked at registration and saves the ticked one after it', async () => {
  sonucTipi = 1;
  render(<CallbackFlow />);
  const dialog = await screen.findByRole('dialog', { name: 'Belgelere Onay Vermeniz Gerekmektedir' });
  const channels = within(dialog).getByRole('group', { name: 'Bildirim kanalları (isteğe bağlı)' });
  const sms = within(channels).getByRole('checkbox', { name: 'SMS ile bildir (5443456789)' });
  const email = within(channels).getByRole('checkbox', { name: 'E-posta ile bildir (zeynep.demir@example.com.tr)' });
  expect(email).not.toBeChecked();
  expect(sms).not.toBeChecked();
  fireEvent.click(sms);
  for (const box of documents(dialog)) fireEvent.click(box);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Tamam' }));

  await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
  expect(saveContactConsent).toHaveBeenCalledWith({ epostaBildirimOnayi: false, gsmBildirimOnayi: true });
  // The person has a record before the preference is saved for them.
  expect(calls).toEqual(['register', 'consent']);
  expect(useSessionStore.getState().userInfos?.aktifCariId).toBe(77);
});

it('saves nothing when no channel is ticked', async () => {
  sonucTipi = 1;
  render(<CallbackFlow />);
  const dialog = await screen.findByRole('dialog', { name: 'Belgelere Onay Vermeniz Gerekmektedir' });
  for (const box of documents(dialog)) fireEvent.click(box);
  fireEvent.click(within(dialog).getByRole('button', { name: 'Tamam' }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith('/'));
  expect(calls).toEqual(['register']);
  expect(saveContactConsent).not.toHaveBeenCalled();
});

it('does not offer the channels when only the contracts are renewed', async () => {
  sonucTipi = 2;
  render(<CallbackFlow />);
  const dialog = await screen.findByRole('dialog', { name: 'Belgelere Onay Vermeniz Gerekmektedir' });
  expect(within(dialog).queryByRole('group', { name: /Bildirim kanalları/ })).not.toBeInTheDocument();
  expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);
});
