import type { ApiErrorBody } from '../../contract/wire-types';
import { ApiRequestError } from '../http';
import { fetchStaffMe } from './staff-session';

export interface UploadRequest {
  /** The portal API base (PublicConfig.portalApiUrl). */
  baseUrl: string;
  path: string;
  file: File;
  /** Text fields, sent before the file (the server reads fields that precede it). */
  fields?: Record<string, string>;
  /** Share of the body sent so far, 0..1. */
  onProgress?: (fraction: number) => void;
}

/**
 * One multipart upload to the back-office (docs/architecture.md §8 "Files"). XMLHttpRequest, not
 * fetch, because only it reports upload progress; otherwise it behaves like staffRequest: the
 * staff cookie goes along (same origin), `{ data }` is unwrapped, a refusal is an ApiRequestError
 * with the server's Turkish message, and a 401 ends the staff session through staffRequest's own
 * handling (one definition of what that means).
 */
export function uploadStaffFile<T>(req: UploadRequest): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries(req.fields ?? {})) form.append(k, v);
  form.append('dosya', req.file, req.file.name);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${req.baseUrl.replace(/\/$/, '')}${req.path}`);
    xhr.withCredentials = false;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) req.onProgress?.(e.loaded / e.total);
    };
    xhr.onerror = () =>
      reject(new ApiRequestError(0, 'NetworkError', 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol ediniz.'));
    xhr.onload = () => {
      let payload: unknown = null;
      try {
        payload = JSON.parse(xhr.responseText);
      } catch {
        payload = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(
          (payload && typeof payload === 'object' && 'data' in payload ? (payload as { data: T }).data : payload) as T,
        );
        return;
      }
      if (xhr.status === 401) void fetchStaffMe().catch(() => undefined);
      const body = (payload && typeof payload === 'object' ? payload : {}) as Partial<ApiErrorBody>;
      reject(
        new ApiRequestError(
          xhr.status,
          body.key ?? 'SomethingWentWrong',
          body.message ?? 'Dosya yüklenemedi. Lütfen tekrar deneyiniz.',
          body.errors ?? [],
          body.mesajList ?? [],
        ),
      );
    };
    xhr.send(form);
  });
}
