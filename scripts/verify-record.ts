/**
 * `npm run dogrula -- <portal adresi> <ihale no> [--anahtar <doğrulama anahtarı>]`: checks a
 * tender's bid record without trusting the portal (docs/architecture.md §11). Fetches the verifier
 * key, the latest signed checkpoint and the entry lines, recomputes the Merkle root and checks the
 * signature with lib/transparency/verify-record.ts (the same code as the "Kaydı doğrula" page).
 * `--anahtar` pins the key the person trusts (e.g. copied earlier or from another source); the
 * portal's published key must then be the same: the portal-wide key (`<host>/seffaflik`) or this
 * tender's log key (`<host>/ihaleler/<id>`, `anahtar?ihale=<id>`), the same key under the checkpoint's
 * origin. Every checkpoint is signed under both names (docs/decisions/bid-record-key-name.md).
 * Exit codes: 0 the record is valid, 1 it is not, 2 usage or network error.
 */
import { ENTRY_KIND_LABEL } from '../lib/transparency/entry';
import { toBase64 } from '../lib/transparency/bytes';
import { verifyRecord } from '../lib/transparency/verify-record';

const USAGE = 'Kullanım: npm run dogrula -- <portal adresi> <ihale no> [--anahtar <doğrulama anahtarı>]';

class UsageError extends Error {}

function parseArgs(argv: string[]): { origin: string; ihaleId: number; pinned?: string } {
  const rest: string[] = [];
  let pinned: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--anahtar') {
      pinned = argv[++i];
      if (!pinned) throw new UsageError('--anahtar bir doğrulama anahtarı bekliyor.');
    } else rest.push(argv[i]);
  }
  const [origin, id] = rest;
  if (rest.length !== 2 || !origin || !id) throw new UsageError(USAGE);
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    throw new UsageError(`Portal adresi okunamadı: ${origin}`);
  }
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1) throw new UsageError(`İhale numarası okunamadı: ${id}`);
  return { origin: url.origin, ihaleId: Number(id), pinned };
}

async function fetchText(url: string): Promise<string> {
  let res: Response;
  try {
    res = await fetch(url, { headers: { accept: 'text/plain, application/x-ndjson' } });
  } catch (err) {
    throw new UsageError(`${url} adresine ulaşılamadı: ${(err as Error).message}`);
  }
  const body = await res.text();
  if (!res.ok) {
    let message = body;
    try {
      message = (JSON.parse(body) as { message?: string }).message ?? body;
    } catch {}
    throw new UsageError(`${url}: HTTP ${res.status} ${message}`);
  }
  return body;
}

async function main(argv: string[], out = console.log, err = console.error): Promise<number> {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(argv);
    const base = `${args.origin}/api/seffaflik`;
    const published = await fetchText(`${base}/anahtar`);
    const checkpoint = await fetchText(`${base}/ihaleler/${args.ihaleId}/checkpoint`);
    const entries = await fetchText(`${base}/ihaleler/${args.ihaleId}/kayitlar`);
    if (args.pinned !== undefined && args.pinned.trim() !== published.trim()) {
      // The pinned key may be this tender's log key (the same key named after the checkpoint's origin).
      const forTender = await fetchText(`${base}/anahtar?ihale=${args.ihaleId}`);
      if (args.pinned.trim() !== forTender.trim()) {
        out('GEÇERSİZ: Portalın yayımladığı doğrulama anahtarı sizin güvendiğiniz anahtarla aynı değil.');
        out(`  Portalın anahtarı: ${published.trim()}`);
        out(`  Bu ihalenin kayıt anahtarı: ${forTender.trim()}`);
        return 1;
      }
    }
    const verifierKey = args.pinned ?? published;
    const verdict = await verifyRecord({ verifierKey, checkpoint, entries, ihaleId: args.ihaleId });
    if (!verdict.ok) {
      out(`GEÇERSİZ (${verdict.reason}): ${verdict.message}`);
      return 1;
    }
    for (const e of verdict.entries) {
      const bid = e.tur === 'teklif' ? ` ${e.rumuz} ${e.tutar} ${e.paraBirimi}${e.otomatik ? ' (otomatik)' : ''}` : '';
      out(`  ${String(e.sira).padStart(4)}  ${ENTRY_KIND_LABEL[e.tur].padEnd(9)} ${e.zaman}${bid}  bitiş ${e.bitis}`);
    }
    out(
      `GEÇERLİ: ${args.ihaleId} numaralı ihalenin ${verdict.checkpoint.size} kaydı, ${verdict.keyName} anahtarıyla imzalı kontrol noktasıyla uyuşuyor (kök ${toBase64(verdict.checkpoint.root)}).`,
    );
    if (verdict.uncovered > 0)
      out(`  Not: kontrol noktasından sonra gelen ${verdict.uncovered} kayıt henüz bir imzayla kapsanmıyor.`);
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      err(e.message);
      return 2;
    }
    err(`Beklenmeyen hata: ${(e as Error).message}`);
    return 2;
  }
}

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
