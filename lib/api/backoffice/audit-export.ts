import type { ApiErrorBody } from '../../contract/wire-types';
import { type AuditFilterForm, auditFilterQuery } from '../../rules/staff-audit-filter';
import { ApiRequestError } from '../http';
import { STAFF_SIGN_IN_PATH } from './staff-http';

/**
 * Downloads the filtered audit trail as CSV (`GET /api/yonetim/denetim.csv`). A file, not JSON, so
 * it cannot go through apiRequest: this reads the answer as a Blob and saves it, and turns a
 * refusal (over 50 000 rows, a bad filter) into an ApiRequestError the screen shows, instead of a
 * link that would save the error as a file. The back-office is same-origin (its session cookie is
 * SameSite=Strict and sent only to /api on this host), hence the relative path.
 */
export async function downloadAuditCsv(filter: AuditFilterForm): Promise<void> {
  let res: Response;
  try {
    res = await fetch(`/api/yonetim/denetim.csv${auditFilterQuery(filter)}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiRequestError(0, 'NetworkError', 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol ediniz.');
  }
  if (!res.ok) {
    const body = ((await res.json().catch(() => null)) ?? {}) as Partial<ApiErrorBody>;
    if (res.status === 401) {
      const back = `${window.location.pathname}${window.location.search}`;
      window.location.assign(`${STAFF_SIGN_IN_PATH}?oturum=bitti&donus=${encodeURIComponent(back)}`);
    }
    throw new ApiRequestError(
      res.status,
      body.key ?? 'SomethingWentWrong',
      body.message ?? 'Dışa aktarma tamamlanamadı.',
      body.errors ?? [],
      body.mesajList ?? [],
    );
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'denetim-kaydi.csv';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser the moment it needs to start the download before the URL is dropped.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
