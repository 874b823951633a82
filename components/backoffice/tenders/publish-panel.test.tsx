import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { ApiRequestError } from '@/lib/api/http';
import { publishStaffTender } from '@/lib/api/backoffice/tenders';
import { MISSING, TENDER_DRAFT_MESSAGES as M } from '@/lib/rules/tender-draft';
import { PublishPanel } from './publish-panel';

jest.mock('@/lib/api/backoffice/tenders', () => ({ publishStaffTender: jest.fn() }));
const publish = publishStaffTender as jest.Mock;

function renderPanel(missing: string[]) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PublishPanel id={7} version="2026-11-20T09:00:00.000Z" missing={missing} dirty={false} />
    </QueryClientProvider>,
  );
}

/** Issue #36 item 14: at "Yayınla" the API's list of what is missing is shown once, not as a warning and an error. */
test('a refused publish shows its list once, in place of the checklist', async () => {
  const missing = [MISSING.description, MISSING.cardImage];
  publish.mockRejectedValueOnce(new ApiRequestError(400, 'ValidationError', M.publishMissing, [], missing));
  renderPanel(missing);
  expect(screen.getAllByText(MISSING.cardImage)).toHaveLength(1);

  fireEvent.click(screen.getByRole('button', { name: 'Yayınla' }));
  const refusal = (await screen.findByText(M.publishMissing)).closest('[role="alert"]');
  expect(refusal).toHaveTextContent(MISSING.cardImage);
  for (const m of missing) expect(screen.getAllByText(m)).toHaveLength(1);
  expect(screen.queryByText('Yayınlamadan önce tamamlanması gerekenler')).toBeNull();
  expect(publish).toHaveBeenCalledWith(7, '2026-11-20T09:00:00.000Z');
});

test('another refusal (published meanwhile) is one message beside the checklist', async () => {
  publish.mockRejectedValueOnce(new ApiRequestError(409, 'NotDraft', M.notDraft));
  renderPanel([MISSING.cardImage]);
  fireEvent.click(screen.getByRole('button', { name: 'Yayınla' }));
  expect(await screen.findByText(M.notDraft)).toBeInTheDocument();
  expect(screen.getByText('Yayınlamadan önce tamamlanması gerekenler')).toBeInTheDocument();
  expect(screen.getAllByText(MISSING.cardImage)).toHaveLength(1);
});
