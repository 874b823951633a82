import { DOCUMENT_FILE_NAMES, DOCUMENT_ROUTES } from '../../contract/documents';
import { apiRequest, type DownloadedFile } from '../http';
import { saveDownloadedFile } from '../save-download';

/**
 * The bidder's money documents as PDF downloads (docs/architecture.md §9 "Documents"): through the
 * one fetch wrapper as a file, so a refusal (404, an ended session) is an ApiRequestError the screen
 * shows instead of an error page saved as a PDF.
 */
export async function downloadDepositReceipt(cariId: number, hareketId: number): Promise<void> {
  const file = await apiRequest<DownloadedFile>(DOCUMENT_ROUTES.teminatDekontu(hareketId, cariId), { as: 'file' });
  saveDownloadedFile(file, DOCUMENT_FILE_NAMES.teminatDekontu(hareketId));
}

export async function downloadCollectionReceipt(cariId: number, tahsilatId: number): Promise<void> {
  const file = await apiRequest<DownloadedFile>(DOCUMENT_ROUTES.tahsilatDekontu(tahsilatId, cariId), { as: 'file' });
  saveDownloadedFile(file, DOCUMENT_FILE_NAMES.tahsilatDekontu(tahsilatId));
}

export async function downloadSaleDocument(cariId: number, ihaleId: number): Promise<void> {
  const file = await apiRequest<DownloadedFile>(DOCUMENT_ROUTES.satisBelgesi(ihaleId, cariId), { as: 'file' });
  saveDownloadedFile(file, DOCUMENT_FILE_NAMES.satisBelgesi(ihaleId));
}
