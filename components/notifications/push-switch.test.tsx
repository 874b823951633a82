import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PushSwitch } from './push-switch';

const state = { current: 'off' as string, on: null as null | (() => Promise<void>) };
jest.mock('./browser-push', () => {
  const actual = jest.requireActual('./browser-push');
  return {
    ...actual,
    currentPushState: async () => state.current,
    turnPushOn: () => state.on?.() ?? Promise.resolve(),
    turnPushOff: async () => undefined,
  };
});
const { PushError } = jest.requireActual('./browser-push');

const toggle = () => screen.getByRole('switch', { name: 'Bu tarayıcıda anlık bildirimler' });

describe('push switch', () => {
  beforeEach(() => {
    state.current = 'off';
    state.on = null;
  });

  it('turns on, and off again, saying what happened', async () => {
    render(<PushSwitch />);
    await waitFor(() => expect(toggle()).toBeEnabled());
    fireEvent.click(toggle());
    expect(await screen.findByText('Anlık bildirimler bu tarayıcıda açıldı.')).toBeInTheDocument();
    expect(toggle()).toBeChecked();
    fireEvent.click(toggle());
    expect(await screen.findByText('Anlık bildirimler bu tarayıcıda kapatıldı.')).toBeInTheDocument();
    expect(toggle()).not.toBeChecked();
  });

  it('says clearly when the push service cannot be reached, and stays off', async () => {
    state.on = () => Promise.reject(new PushError('unreachable'));
    render(<PushSwitch />);
    await waitFor(() => expect(toggle()).toBeEnabled());
    fireEvent.click(toggle());
    expect(await screen.findByTestId('push-problem')).toHaveTextContent(
      'Tarayıcınızın anlık bildirim servisine ulaşılamadı',
    );
    expect(toggle()).not.toBeChecked();
  });

  it('says how to undo a refused permission', async () => {
    state.current = 'denied';
    render(<PushSwitch />);
    expect(await screen.findByTestId('push-problem')).toHaveTextContent('bildirim izni reddedilmiş');
  });
});
