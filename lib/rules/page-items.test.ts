import { pageItems } from './page-items';

const show = (page: number, count: number) => pageItems(page, count).map((i) => (i.type === 'page' ? i.page : '…'));

describe('page items', () => {
  it('lists every page when there are few', () => {
    expect(show(1, 1)).toEqual([1]);
    expect(show(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(show(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps first, last and the neighbours of the current page, with … for the gaps', () => {
    expect(show(1, 10)).toEqual([1, 2, 3, 4, 5, '…', 10]);
    expect(show(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
    expect(show(10, 10)).toEqual([1, '…', 6, 7, 8, 9, 10]);
  });
});
