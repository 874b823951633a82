import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { money } from './money-text';

/**
 * Shared steps of the tender journeys (e2e/tender-journey.spec.ts, e2e/recently-visited.spec.ts):
 * data is discovered through the public API, never assumed from seeded titles.
 */
export interface ApiTender {
  Id: number;
  Baslik: string;
  IhaleDurumuId: number;
  BaslangicTarihi: string;
  BitisTarihi: string;
  UzatilmisBitisTarihi: string | null;
  Kalemleri?: Array<{ AcilisFiyati: number; TurTeklifleriTeklifTutariMax: number }>;
  Teklifler?: Array<{ TeklifTutari: number }>;
  IhaleDosyalari?: Array<{ KullanimTuruId: number }>;
  IhaleEtiketleri?: Array<{ Etiket?: { Adi: string } }>;
}

const SET = '/api/external-odata/HerkeseAcikIhaleAnaSayfaOData';

export async function findTenders(request: APIRequestContext, filter: string, extra = ''): Promise<ApiTender[]> {
  const res = await request.get(
    `${SET}?$filter=${encodeURIComponent(filter)}&$top=100&$orderby=Id asc&$expand=Kalemleri,Teklifler,IhaleDosyalari,IhaleEtiketleri($expand=Etiket)${extra}`,
  );
  if (!res.ok()) throw new Error(`API ${res.status()}: ${await res.text()}`);
  return (await res.json()).value as ApiTender[];
}

/** A running tender with several gallery images, bids and at least one tag. */
export async function richRunningTender(request: APIRequestContext): Promise<ApiTender> {
  const running = await findTenders(request, 'IhaleDurumuId eq 213');
  const pick = running.find(
    (t) =>
      (t.IhaleDosyalari ?? []).filter((f) => f.KullanimTuruId === 222).length > 1 &&
      (t.Teklifler ?? []).length > 1 &&
      (t.IhaleEtiketleri ?? []).length > 0,
  );
  if (!pick) throw new Error('the seed has no running tender with gallery, bids and tags');
  return pick;
}

/** The current price as the portal shows it: '1.234.567,00 TL'. */
export function priceText(t: ApiTender, currency = 'TL'): string {
  const k = t.Kalemleri?.[0];
  const v = k ? Math.max(k.TurTeklifleriTeklifTutariMax, k.AcilisFiyati) : 0;
  return money(v, currency);
}

/** Accept cookies and close the popup announcement up front, so neither covers the page under test. */
export async function quietVisitor(context: BrowserContext, request: APIRequestContext, baseURL: string) {
  const popups = await request.get(
    `/api/external-odata/DuyuruOData?$filter=${encodeURIComponent('Popup eq true')}&$select=Id`,
  );
  const ids = popups.ok() ? ((await popups.json()).value as Array<{ Id: number }>).map((d) => d.Id).join(',') : '';
  await context.addCookies([
    { name: 'esatis_cookie_ok', value: '1', url: baseURL },
    { name: 'esatis_popup', value: ids, url: baseURL },
  ]);
}
