import type { FastifyPluginAsync } from 'fastify';
import { IMMUTABLE } from '../http/cache-control';
import { notFound } from '../http/errors';
import { asciiFileName, sanitisePdfName } from '../../lib/rules/upload-names';
import { FILE_KEY, FILE_ROUTE } from './file-store';
import { fileExists, findFile } from './queries';

/** The file is never a document of the portal's origin: no script, no style, no plugin, sandboxed. */
const FILE_POLICY = "default-src 'none'; sandbox";

const etagOf = (anahtar: string) => `"${anahtar}"`;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((s) => s.trim().replace(/^W\//, ''))
    .some((s) => s === '*' || s === etag);
}

/**
 * `GET /api/dosya/:anahtar` (docs/architecture.md §8 "Files"): the stored bytes of a key, public,
 * with a strong ETag (the key itself) and a 304 for it; nosniff and its own restrictive policy
 * (main.ts's page policy is replaced for this response); PDFs inline under their display name
 * (`?ad=`, sanitised like an upload's name). Unknown or malformed keys are 404 in the error shape.
 */
export const filePublicRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { anahtar: string }; Querystring: { ad?: unknown } }>(
    `${FILE_ROUTE.replace(/^\/api/, '')}/:anahtar`,
    async (request, reply) => {
      const { anahtar } = request.params;
      if (!FILE_KEY.test(anahtar)) throw notFound('Dosya bulunamadı.');
      // A key never names other bytes: browsers and shared caches may keep a file for a year.
      const etag = etagOf(anahtar);
      const fileHeaders = () =>
        reply
          .header('Cache-Control', IMMUTABLE)
          .header('ETag', etag)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', FILE_POLICY)
          .header('Cross-Origin-Resource-Policy', 'same-site');
      if (matches(request.headers['if-none-match'], etag)) {
        if (!(await fileExists(app.db, anahtar))) throw notFound('Dosya bulunamadı.');
        return fileHeaders().code(304).send();
      }
      const file = await findFile(app.db, anahtar);
      if (!file) throw notFound('Dosya bulunamadı.');
      fileHeaders();
      reply.header('Content-Type', file.mime).header('Content-Length', String(file.icerik.length));
      if (file.mime === 'application/pdf') {
        const raw = typeof request.query.ad === 'string' ? request.query.ad : anahtar;
        const name = sanitisePdfName(raw);
        reply.header(
          'Content-Disposition',
          `inline; filename="${asciiFileName(name) || 'belge.pdf'}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        );
      }
      return reply.send(file.icerik);
    },
  );
};
