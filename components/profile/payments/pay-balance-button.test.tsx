import { render, screen } from '@testing-library/react';
import type { MyTenderRow } from '@/lib/api/profile/my-tenders';
import { ODEME_DURUMU } from '@/lib/contract/money';
import { isBalancePayable, PayBalanceButton } from './pay-balance-button';

const NOW = new Date('2026-11-20T09:00:00Z');

const row = (patch: Partial<MyTenderRow>): MyTenderRow => ({
  ihaleNo: 20,
  ihaleBaslik: 'Hurda bakır',
  ihaleBaslangicTarihi: '2026-11-10T09:00:00Z',
  ihaleBitisTarihi: '2026-11-18T09:00:00Z',
  sonteklifTutari: 258_000,
  mevcutTutar: 258_000,
  statusId: 215,
  statusName: 'Kazanan Belirlendi',
  kazananTutar: 258_000,
  teminatTutari: 25_000,
  odenecekTutar: 233_000,
  odenenTutar: null,
  odemeTarihi: null,
  sonOdemeTarihi: '2026-11-23T20:59:59Z',
  cariRumuzu: 'A1',
  currency: 'TL',
  odemeDurumu: ODEME_DURUMU.bekleniyor,
  ...patch,
});

describe('Ödeme Yap of a won tender', () => {
  it('is offered while the payment is awaited, something is due and the deadline has not passed', () => {
    expect(isBalancePayable(row({}), NOW)).toBe(true);
    expect(isBalancePayable(row({ odemeDurumu: ODEME_DURUMU.odendi }), NOW)).toBe(false);
    expect(isBalancePayable(row({ odemeDurumu: ODEME_DURUMU.yandi }), NOW)).toBe(false);
    expect(isBalancePayable(row({ odenecekTutar: 0 }), NOW)).toBe(false);
    expect(isBalancePayable(row({ odenecekTutar: null }), NOW)).toBe(false);
    expect(isBalancePayable(row({ sonOdemeTarihi: '2026-11-19T20:59:59Z' }), NOW)).toBe(false);
  });

  it('renders the button only for a payable row, named after the tender', () => {
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const { rerender } = render(<PayBalanceButton row={row({ sonOdemeTarihi: future })} />);
    expect(screen.getByRole('button', { name: 'Ödeme Yap: 20 numaralı ihale' })).toBeInTheDocument();
    rerender(<PayBalanceButton row={row({ sonOdemeTarihi: future, odenecekTutar: 0 })} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
