import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AUDIT_TARGET_KINDS } from '@/lib/contract/audit-targets';
import { AUDIT_FILTER_MESSAGES, EMPTY_AUDIT_FILTER } from '@/lib/rules/staff-audit-filter';
import { AuditFilters } from './audit-filters';

/** The audit trail's filters are checked by the rule the API applies (lib/rules/staff-audit-filter.ts). */
function renderFilters(onApply: jest.Mock) {
  global.fetch = jest.fn(async () => ({ status: 200, ok: true, json: async () => ({ data: [] }) })) as never;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AuditFilters value={EMPTY_AUDIT_FILTER} onApply={onApply} />
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

test('an end day before the start day is refused under the end field, and nothing is applied', async () => {
  const onApply = jest.fn();
  renderFilters(onApply);
  type('Başlangıç', '2026-05-10');
  type('Bitiş', '2026-05-09');
  fireEvent.click(screen.getByRole('button', { name: 'Filtrele' }));
  expect(await screen.findByText(AUDIT_FILTER_MESSAGES.dateOrder)).toBeTruthy();
  expect(onApply).not.toHaveBeenCalled();

  // Changing the field forgets its message; a valid range is applied as typed.
  type('Bitiş', '2026-05-11');
  expect(screen.queryByText(AUDIT_FILTER_MESSAGES.dateOrder)).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'Filtrele' }));
  await waitFor(() =>
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_AUDIT_FILTER, baslangic: '2026-05-10', bitis: '2026-05-11' }),
  );
});

/** Issue #36 item 16: the target kind is chosen from the kinds the trail knows, not typed. */
test('"Hedef türü" is a choice of the known kinds, applied by its code', async () => {
  const onApply = jest.fn();
  renderFilters(onApply);
  expect(screen.queryByRole('textbox', { name: 'Hedef türü' })).toBeNull();
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Hedef türü' }));
  const names = screen.getAllByRole('option').map((o) => o.textContent);
  expect(names).toEqual(['Tümü', ...Object.values(AUDIT_TARGET_KINDS).sort((a, b) => a.localeCompare(b, 'tr'))]);
  fireEvent.click(screen.getByRole('option', { name: 'İhale' }));
  fireEvent.click(screen.getByRole('button', { name: 'Filtrele' }));
  await waitFor(() => expect(onApply).toHaveBeenCalledWith({ ...EMPTY_AUDIT_FILTER, hedefTuru: 'ihale' }));
});
