import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeODataQuery } from '../../odata/execute';
import { columnRef, type EntitySetDef } from '../../odata/model';
import { parseQueryString } from '../../odata/query-options';
import { ihaleEntity } from '../../modules/tenders/odata-model';
import { TENDER_TYPE } from '../../../lib/contract/lookups';
import type { IhaleWire } from '../../../lib/contract/wire-types';
import { sanitizeHtml } from '../../../lib/html/sanitize-html';
import { TENDER_DRAFT_MESSAGES as M } from '../../../lib/rules/tender-draft';
import { DomainError } from '../../kernel/domain-error';

/**
 * The preview (docs/architecture.md §8, "Tenders"): a tender in exactly the wire shape of the public
 * tender entity (the same entity definition, the detail expands of docs/spec.md §7), so the web app
 * maps it with the public page's own mapper. Only the public visibility scope is left out, since a
 * draft or a not-yet-published tender is what staff preview; the tender type still is the portal's.
 */
const previewSet = (id: number): EntitySetDef => ({
  name: 'IhaleOnizleme',
  entity: { ...ihaleEntity, scope: undefined },
  baseFilter: (_ctx, a: SQL) =>
    sql`${columnRef(a, 'id')} = ${id} and ${columnRef(a, 'ihale_tipi_id')} = ${TENDER_TYPE.publicSale}`,
});

/** The public detail's expands (lib/api/tenders.ts DETAIL_EXPAND), without the caller's favourites. */
const DETAIL_QUERY = parseQueryString(
  [
    '$top=1',
    '$expand=Teklifler,ParaBirimi,IhaleEtiketleri($expand=Etiket),OtomatikUzatmaAyar,IhaleDosyalari,' +
      'Kalemleri($expand=OlcuBirimi,IhaleKalemDosyalari,IhaleKalemKategori,TeslimatYeri),IhaleDurumu',
  ].join('&'),
);

/** The tender as the public entity would answer it; notFound when there is none of this portal. */
export async function previewTender(db: Db, id: number, now: Date): Promise<IhaleWire> {
  const result = await executeODataQuery(db, previewSet(id), DETAIL_QUERY, { now, cariIds: [] });
  const t = result.value[0] as unknown as IhaleWire | undefined;
  if (!t) throw DomainError.notFound(M.notFound);
  // Saved descriptions are sanitised already; the preview sends nothing the public page would drop.
  return { ...t, Aciklama: sanitizeHtml(t.Aciklama) };
}
