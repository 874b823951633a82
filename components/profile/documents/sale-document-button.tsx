'use client';
import { downloadSaleDocument } from '@/lib/api/profile/documents';
import { DOCUMENT_ACTIONS } from '@/lib/contract/documents';
import { DocumentDownloadButton } from './document-download-button';

/**
 * The sale document (Satış Belgesi) of a won tender, for Katıldığım İhalelerim's won tab: shown only
 * when the sale is paid (`paid`: the row's odeme durumu is ODEME_DURUMU.odendi); '—' otherwise.
 */
export function SaleDocumentButton({
  cariId,
  ihaleId,
  paid,
}: {
  cariId: number | null;
  ihaleId: number;
  paid: boolean;
}) {
  if (!paid || cariId === null) return <span aria-hidden>—</span>;
  return (
    <DocumentDownloadButton
      label={DOCUMENT_ACTIONS.satisBelgesi}
      ariaLabel={DOCUMENT_ACTIONS.satisBelgesiAria(ihaleId)}
      download={() => downloadSaleDocument(cariId, ihaleId)}
    />
  );
}
