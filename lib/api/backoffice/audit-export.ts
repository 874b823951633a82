import type { DownloadedFile } from '../http';
import { saveDownloadedFile } from '../save-download';
import { type AuditFilterForm, auditFilterQuery } from '../../rules/staff-audit-filter';
import { staffRequest } from './staff-http';

/**
 * Downloads the filtered audit trail as CSV (`GET /api/yonetim/denetim.csv`). A file, not JSON:
 * the one fetch wrapper answers it as a Blob (`as: 'file'`) and turns a refusal (over 50 000 rows,
 * a bad filter) into an ApiRequestError the screen shows, instead of a link that would save the
 * error as a file. The Blob is saved through a temporary link.
 */
export async function downloadAuditCsv(filter: AuditFilterForm): Promise<void> {
  const file = await staffRequest<DownloadedFile>(`/yonetim/denetim.csv${auditFilterQuery(filter)}`, { as: 'file' });
  saveDownloadedFile(file, 'denetim-kaydi.csv');
}
