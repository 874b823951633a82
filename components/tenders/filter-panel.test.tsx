import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FILTER_MESSAGES, type TenderListRaw } from '@/lib/rules/tender-filters';
import { useToastStore } from '@/lib/toast/toast-store';
import { FilterPanel } from './filter-panel';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

function renderPanel(raw: TenderListRaw = {}, invalid: string[] = []) {
  render(
    <FilterPanel raw={raw} invalid={invalid} places={[]} statuses={[]} tree={[]} categoryOpen={[]} activeCount={0} />,
  );
  return {
    min: screen.getByRole('textbox', { name: 'En Düşük' }),
    max: screen.getByRole('textbox', { name: 'En Yüksek' }),
    search: screen.getByRole('button', { name: 'Ara' }),
  };
}

/** The field is marked and its message is what a screen reader reads with it. */
function expectMarked(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(message);
}

beforeEach(() => {
  push.mockClear();
  useToastStore.setState({ toasts: [] });
});

describe('the price filters (issue #36)', () => {
  it('keeps letters where they were typed, says why at once, and does not search', async () => {
    const user = userEvent.setup();
    const { min, search } = renderPanel();
    await user.type(min, '5bin');
    expect(min).toHaveValue('5bin');
    expectMarked(min, FILTER_MESSAGES.numericChars);
    await user.click(search);
    expect(push).not.toHaveBeenCalled();
    expect(min).toHaveFocus();
    expect(useToastStore.getState().toasts).toEqual([]);
  });

  it('refuses an amount that is not written the Turkish way when the field is left, not while typing', async () => {
    const user = userEvent.setup();
    const { min, max, search } = renderPanel();
    await user.type(max, '1,500.50');
    expect(max).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expectMarked(max, FILTER_MESSAGES.fiyatInvalid);
    await user.click(search);
    expect(push).not.toHaveBeenCalled();
    expect(max).toHaveFocus();
    expect(min).not.toHaveAttribute('aria-invalid');
  });

  it('marks both fields of a reversed range, says why, and does not search or toast', async () => {
    const user = userEvent.setup();
    const { min, max, search } = renderPanel();
    await user.type(min, '5.000');
    await user.type(max, '1.000');
    await user.click(search);
    expectMarked(min, FILTER_MESSAGES.minMax);
    expectMarked(max, FILTER_MESSAGES.maxMin);
    expect(push).not.toHaveBeenCalled();
    expect(min).toHaveFocus();
    expect(useToastStore.getState().toasts).toEqual([]);

    // Fixing either side clears both.
    await user.clear(max);
    await user.type(max, '10.000');
    expect(min).not.toHaveAttribute('aria-invalid');
    expect(max).not.toHaveAttribute('aria-invalid');
    await user.click(search);
    expect(push).toHaveBeenCalledWith('/ihaleler?minFiyat=5.000&maxFiyat=10.000');
  });

  it('searches with amounts in Turkish format', async () => {
    const user = userEvent.setup();
    const { min, search } = renderPanel();
    await user.type(min, '1.500,50');
    await user.click(search);
    expect(push).toHaveBeenCalledWith('/ihaleler?minFiyat=1.500%2C50');
  });

  it('marks a price the address brought and the list ignored', () => {
    const { min } = renderPanel({ minFiyat: 'abc' }, ['minFiyat']);
    expect(min).toHaveValue('abc');
    expectMarked(min, FILTER_MESSAGES.numericChars);
  });
});
