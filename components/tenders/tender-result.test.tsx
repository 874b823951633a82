import { render, screen, within } from '@testing-library/react';
import type { FinishedTenderModel } from '@/lib/api/finished-tenders';
import { FinishedTenderRow } from './finished-tender-row';
import { TenderResultBox } from './tender-result-box';

const row: FinishedTenderModel = {
  id: 41,
  title: 'Hurda Bakır Boru',
  number: '41',
  statusId: 215,
  statusName: 'Kazanan Belirli',
  deliveryPlace: null,
  startDate: '2026-11-17T08:00:00Z',
  endDate: '2026-11-20T09:04:00Z',
  currentPrice: 1180000,
  currency: 'TL',
  imageUrl: '/media/card.svg',
  imageAlt: 'Boru',
  exchangeRate: null,
  vatIncluded: false,
  result: { kind: 'won', amount: 1180000 },
  bidCount: 12,
};

describe('finished tender row', () => {
  it('is one link to the tender, with status, winning amount, bid count and the Istanbul end time', () => {
    render(<FinishedTenderRow tender={row} />);
    const article = screen.getByRole('article');
    expect(within(article).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Hurda Bakır Boru' })).toHaveAttribute('href', '/ihaleler/41');
    expect(article).toHaveTextContent('Kazanan Belirli');
    expect(article).toHaveTextContent('Kazanan teklif: 1.180.000,00 TL');
    expect(article).toHaveTextContent('12 teklif');
    expect(article).toHaveTextContent('Bitiş: 20.11.2026 12:04');
  });

  it('says when there was no winner or the tender was cancelled', () => {
    const { rerender } = render(
      <FinishedTenderRow tender={{ ...row, statusId: 216, result: { kind: 'noWinner' }, bidCount: 0 }} />,
    );
    expect(screen.getByRole('article')).toHaveTextContent('Kazanan belirlenemedi');
    expect(screen.getByRole('article')).toHaveTextContent('0 teklif');
    rerender(<FinishedTenderRow tender={{ ...row, statusId: 217, result: { kind: 'cancelled' }, bidCount: 0 }} />);
    expect(screen.getByRole('article')).toHaveTextContent('İptal edildi');
    expect(screen.getByRole('article')).toHaveTextContent('Planlanan bitiş: 20.11.2026 12:04');
  });
});

describe('result box on the detail page', () => {
  it('is a region named "İhale Sonucu" stating the result plainly', () => {
    render(<TenderResultBox result={{ kind: 'won', amount: 1180000 }} statusId={215} bidCount={12} currency="TL" />);
    const region = screen.getByRole('region', { name: 'İhale Sonucu' });
    expect(region).toHaveTextContent('Bu ihale sonuçlanmıştır. Kazanan teklif: 1.180.000,00 TL (12 teklif)');
    expect(within(region).getByRole('link', { name: 'Tüm sonuçlanan ihaleler' })).toHaveAttribute(
      'href',
      '/ihaleler/sonuclanan',
    );
  });

  it('states a tender without a winner and a cancelled one', () => {
    const { rerender } = render(
      <TenderResultBox result={{ kind: 'noWinner' }} statusId={216} bidCount={0} currency="TL" />,
    );
    expect(screen.getByRole('region')).toHaveTextContent('Bu ihale sonuçlanmıştır. Kazanan belirlenemedi.');
    rerender(<TenderResultBox result={{ kind: 'cancelled' }} statusId={217} bidCount={0} currency="TL" />);
    expect(screen.getByRole('region')).toHaveTextContent('Bu ihale iptal edilmiştir.');
  });
});
