import { act, fireEvent, render, screen } from '@testing-library/react';
import type { BidPayload, TeklifSonucuPayload } from '@/lib/realtime/hub-events';
import { useToastStore } from '@/lib/toast/toast-store';
import { BidBox } from './bid-box';

const sent: BidPayload[] = [];
const handlers = new Map<string, (p: unknown) => void>();

jest.mock('@/lib/realtime/hooks', () => ({
  useBid: () => async (p: BidPayload) => {
    sent.push(p);
  },
  useHubEvent: (name: string, handler: (p: unknown) => void) => {
    handlers.set(name, handler);
  },
}));

const serverAnswers = (result: TeklifSonucuPayload) => act(() => handlers.get('TeklifSonucuDon')?.(result));
const toastTexts = () => useToastStore.getState().toasts.map((t) => `${t.severity}: ${t.message}`);

function renderBox(props: Partial<Parameters<typeof BidBox>[0]> = {}) {
  return render(<BidBox ihaleId={42} cariId={2} openingPrice={45_000} highestBid={52_000} currency="TL" {...props} />);
}

describe('bid box', () => {
  beforeEach(() => {
    sent.length = 0;
    handlers.clear();
    useToastStore.setState({ toasts: [] });
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('offers the four steps of the opening price band and sends the highest bid plus the chosen step', () => {
    renderBox();
    const group = screen.getByRole('group', { name: 'Artış miktarı' });
    const steps = Array.from(group.querySelectorAll('button')).map((b) => b.textContent);
    expect(steps).toEqual(['+500 TL', '+1.000 TL', '+2.000 TL', '+5.000 TL']);
    fireEvent.click(screen.getByRole('button', { name: '+2.000 TL' }));
    expect(screen.getByTestId('bid-amount-preview')).toHaveTextContent('54.000,00 TL');
    fireEvent.click(screen.getByRole('button', { name: 'Teklif Ver' }));
    expect(sent).toEqual([{ cariId: 2, ihaleId: 42, tutar: 54_000 }]);
  });

  it('before the first bid the steps are added to the opening price', () => {
    renderBox({ openingPrice: 8000, highestBid: 0 });
    fireEvent.click(screen.getByRole('button', { name: '+200 TL' }));
    fireEvent.click(screen.getByRole('button', { name: 'Teklif Ver' }));
    expect(sent).toEqual([{ cariId: 2, ihaleId: 42, tutar: 8200 }]);
  });

  it('takes only digits in the typed amount and sends them as a number', () => {
    renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'Tutar Gir' }));
    const input = screen.getByLabelText('Teklif Tutarı (TL)');
    fireEvent.change(input, { target: { value: '60.000,50 TL' } });
    expect(input).toHaveValue('6000050');
    fireEvent.change(input, { target: { value: 'abc60000' } });
    expect(input).toHaveValue('60000');
    expect(screen.getByText(/En az 52\.500,00 TL/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Teklif Ver' }));
    expect(sent).toEqual([{ cariId: 2, ihaleId: 42, tutar: 60_000 }]);
  });

  it('asks for an amount instead of sending an empty one', () => {
    renderBox();
    fireEvent.click(screen.getByRole('button', { name: 'Tutar Gir' }));
    fireEvent.click(screen.getByRole('button', { name: 'Teklif Ver' }));
    expect(sent).toEqual([]);
    expect(toastTexts()).toEqual(['error: Lütfen teklif tutarını giriniz.']);
  });

  it('rests the send button for 400 ms after each send', () => {
    renderBox();
    const send = screen.getByRole('button', { name: 'Teklif Ver' });
    fireEvent.click(send);
    expect(send).toBeDisabled();
    fireEvent.click(send);
    expect(sent).toHaveLength(1);
    act(() => jest.advanceTimersByTime(399));
    expect(send).toBeDisabled();
    act(() => jest.advanceTimersByTime(1));
    expect(send).toBeEnabled();
    fireEvent.click(send);
    expect(sent).toHaveLength(2);
  });

  it('shows the bid result: Teklifiniz verildi. or each error message', () => {
    renderBox();
    serverAnswers({ resultType: 'Ok', messages: [] });
    serverAnswers({
      resultType: 'Error',
      messages: ['Teklifiniz en az 52.500,00 TL olmalıdır.', 'En yüksek teklif zaten size aittir.'],
    });
    expect(toastTexts()).toEqual([
      'success: Teklifiniz verildi.',
      'error: Teklifiniz en az 52.500,00 TL olmalıdır.',
      'error: En yüksek teklif zaten size aittir.',
    ]);
  });
});
