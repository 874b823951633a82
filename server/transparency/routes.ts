import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { toBase64 } from '../../lib/transparency/bytes';
import { tenderLogOrigin } from '../../lib/transparency/checkpoint';
import { badRequest, notFound } from '../http/errors';
import { parseId } from '../kernel/parse-id';
import { checkpointNote, entryLines, type PublicRecord, proofFor, publicRecord } from './queries';
import { transparencySigner } from './signing-key';

const M = {
  badId: 'Geçersiz ihale numarası.',
  badSira: 'Geçersiz kayıt sırası.',
  tenderNotFound: 'İhale bulunamadı.',
  entryNotFound: 'Kayıt bulunamadı.',
} as const;

const TEXT = 'text/plain; charset=utf-8';
const NDJSON = 'application/x-ndjson; charset=utf-8';

/**
 * The public endpoints of the verifiable bid record (docs/architecture.md §11, contract of issue
 * #17): the verifier key (portal-wide, or `?ihale=<id>` under that tender's log origin), and per
 * tender the latest signed checkpoint, the entry lines and the inclusion proof of one entry.
 * Anonymous; a tender that is not public or has not started is 404.
 */
export const transparencyPublicRoutes: FastifyPluginAsync = async (app) => {
  const signer = () => transparencySigner(app.db);

  /** The tender's record, or the 400/404 the caller is told. */
  const recordOf = async (params: unknown): Promise<{ ihaleId: number; record: PublicRecord }> => {
    const ihaleId = parseId((params as { id?: unknown }).id);
    if (ihaleId === null) throw badRequest(M.badId, 'GecersizIhale');
    const record = await publicRecord(app.db, ihaleId, app.now());
    if (!record) throw notFound(M.tenderNotFound);
    return { ihaleId, record };
  };
  // A running tender's record grows with every bid; a finished one's no longer changes.
  const cache = (reply: FastifyReply, record: PublicRecord) =>
    reply.header('Cache-Control', record.running ? 'no-cache' : 'public, max-age=300');

  // `?ihale=<id>`: the same key named after that tender's log (its checkpoints' origin), for verifiers
  // and witnesses that look a log's key up by origin (docs/decisions/bid-record-key-name.md); such a
  // tender must have a public record, as for the endpoints below.
  app.get('/seffaflik/anahtar', async (request, reply) => {
    const ihale = (request.query as { ihale?: unknown } | undefined)?.ihale;
    const s = signer();
    let key: string;
    if (ihale === undefined) key = await s.verifierKey;
    else {
      const { ihaleId } = await recordOf({ id: ihale });
      key = await s.originVerifierKey(tenderLogOrigin(s.host, ihaleId));
    }
    reply.type(TEXT).header('Cache-Control', 'public, max-age=3600');
    return `${key}\n`;
  });

  app.get('/seffaflik/ihaleler/:id/checkpoint', async (request, reply) => {
    const { ihaleId, record } = await recordOf(request.params);
    cache(reply, record).type(TEXT);
    return checkpointNote(signer(), ihaleId, record);
  });

  app.get('/seffaflik/ihaleler/:id/kayitlar', async (request, reply) => {
    const { ihaleId, record } = await recordOf(request.params);
    const lines = await entryLines(app.db, ihaleId, record.size);
    cache(reply, record).type(NDJSON);
    return lines.map((l) => `${l}\n`).join('');
  });

  app.get('/seffaflik/ihaleler/:id/kanit', async (request, reply) => {
    const raw = (request.query as { sira?: unknown } | undefined)?.sira;
    const { ihaleId, record } = await recordOf(request.params);
    if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) throw badRequest(M.badSira, 'GecersizSira');
    const sira = Number(raw);
    if (sira >= record.size) throw notFound(M.entryNotFound);
    const lines = await entryLines(app.db, ihaleId, record.size);
    const hashes = (await proofFor(lines, sira)).map(toBase64);
    cache(reply, record);
    return {
      treeSize: record.size,
      leafIndex: sira,
      hashes,
      checkpoint: await checkpointNote(signer(), ihaleId, record),
    };
  });
};
