import { render, screen } from '@testing-library/react';
import { TenderCard, type TenderCardModel } from './tender-card';

const tender: TenderCardModel = {
  id: 61,
  title: 'Kesilmiş Çelik Konstrüksiyon Hurdası',
  number: '61',
  statusId: 213,
  statusName: 'Devam Ediyor',
  deliveryPlace: 'Kırıkkale',
  startDate: '2026-11-27T10:00:00Z',
  endDate: '2026-11-27T12:00:00Z',
  currentPrice: 865_000,
  currency: 'TRY',
  exchangeRate: null,
  vatIncluded: true,
  imageUrl: '/media/ihale/celik-1.svg',
  imageAlt: 'Kesilmiş Çelik Konstrüksiyon Hurdası',
};

const picture = () => screen.getByRole('img', { name: tender.imageAlt });

describe('a tender card’s picture', () => {
  it('of the list’s first card is fetched at once and at high priority (its largest paint on a phone)', () => {
    render(<TenderCard tender={tender} eagerImage leadImage />);
    expect(picture()).toHaveAttribute('loading', 'eager');
    expect(picture()).toHaveAttribute('fetchpriority', 'high');
  });

  it('of the next cards above the fold is fetched at once, at the usual priority', () => {
    render(<TenderCard tender={tender} eagerImage />);
    expect(picture()).toHaveAttribute('loading', 'eager');
    expect(picture()).not.toHaveAttribute('fetchpriority');
  });

  it('further down waits until it is scrolled near', () => {
    render(<TenderCard tender={tender} />);
    expect(picture()).toHaveAttribute('loading', 'lazy');
    expect(picture()).not.toHaveAttribute('fetchpriority');
  });
});
