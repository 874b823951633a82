import type { DownloadedFile } from './http';

/**
 * Saves a file the one fetch wrapper answered (`as: 'file'`) through a temporary link, under the
 * name the server gave (or the fallback). One helper for every download (audit CSV, receipts).
 */
export function saveDownloadedFile(file: DownloadedFile, fallbackName: string): void {
  const url = URL.createObjectURL(file.blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = file.filename ?? fallbackName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Give the browser the moment it needs to start the download before the URL is dropped.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
