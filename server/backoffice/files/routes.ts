import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors';
import { validate } from '../../http/validate';
import { parseId } from '../../kernel/parse-id';
import { prepareImage } from '../../files/image-check';
import { checkPdf } from '../../files/pdf-check';
import { UPLOAD_LIMITS } from '../../../lib/rules/upload-limits';
import { sanitisePdfName } from '../../../lib/rules/upload-names';
import {
  slideEditSchema,
  slideOrderSchema,
  slideTextSchema,
  tenderFileOrderSchema,
} from '../../../lib/rules/upload-schemas';
import { auditActor } from '../../kernel/record-audit';
import { addSlide, editSlide, removeSlide, reorderSlides, slides } from './slider';
import {
  addAttachment,
  addGalleryImage,
  type FileContext,
  listFiles,
  removeFile,
  reorderFiles,
  setCardImage,
} from './tender-files';
import { readUpload } from './upload-reader';

const IHALE = { roles: ['ihale'] } as const;
const DESTEK = { roles: ['destek'] } as const;

const idParam = (v: unknown, message: string) => {
  const id = parseId(v);
  if (id === null) throw notFound(message);
  return id;
};
const tenderId = (request: FastifyRequest) => idParam((request.params as { id?: unknown }).id, 'İhale bulunamadı.');
const ctxOf = (app: FastifyInstance, request: FastifyRequest): FileContext => ({
  db: app.db,
  now: app.now(),
  actor: auditActor(request),
  events: app.auctionEvents,
});

/**
 * The uploads (multipart/form-data), in a scope of their own: only these routes parse multipart,
 * every other route of the API keeps refusing it (415). The 64 KB limit stays for JSON and forms
 * here too: the multipart reader streams the file under its own per-route limit
 * (UPLOAD_LIMITS.imageBytes / pdfBytes, readUpload).
 */
const uploadRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true });

  const image = async (request: FastifyRequest, purpose: 'kart' | 'galeri' | 'slider') => {
    const read = await readUpload(request, { maxBytes: UPLOAD_LIMITS.imageBytes, tooLarge: 'imageTooLarge' });
    return { ...read, renditions: await prepareImage(read.upload, purpose) };
  };

  app.post('/yonetim/ihaleler/:id/dosyalar/kart-gorseli', { config: IHALE }, async (request) => {
    const id = tenderId(request);
    const { upload, renditions } = await image(request, 'kart');
    return { data: await setCardImage(ctxOf(app, request), id, upload.bytes, renditions) };
  });

  app.post('/yonetim/ihaleler/:id/dosyalar/galeri', { config: IHALE }, async (request) => {
    const id = tenderId(request);
    const { upload, renditions } = await image(request, 'galeri');
    return { data: await addGalleryImage(ctxOf(app, request), id, upload.bytes, renditions) };
  });

  app.post('/yonetim/ihaleler/:id/dosyalar/ekler', { config: IHALE }, async (request) => {
    const id = tenderId(request);
    const { upload } = await readUpload(request, { maxBytes: UPLOAD_LIMITS.pdfBytes, tooLarge: 'pdfTooLarge' });
    const pdf = checkPdf(upload);
    return { data: await addAttachment(ctxOf(app, request), id, pdf, sanitisePdfName(upload.fileName)) };
  });

  app.post('/yonetim/slider', { config: DESTEK }, async (request) => {
    const { upload, renditions, fields } = await image(request, 'slider');
    const aciklama = validate(slideTextSchema, fields.aciklama ?? '');
    return { data: await addSlide(ctxOf(app, request), aciklama, upload.bytes, renditions) };
  });
};

/**
 * The tender files API (role `ihale`) and the home slider API (role `destek`), under /api/yonetim
 * (docs/architecture.md §8 "Files").
 */
export const fileAdminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(uploadRoutes);

  app.get('/yonetim/ihaleler/:id/dosyalar', { config: IHALE }, async (request) => ({
    data: await listFiles(app.db, tenderId(request), app.now()),
  }));

  app.put('/yonetim/ihaleler/:id/dosyalar/sira', { config: IHALE }, async (request, reply) => {
    const id = tenderId(request);
    const input = validate(tenderFileOrderSchema, request.body, { object: true });
    await reorderFiles(ctxOf(app, request), id, input);
    return reply.code(204).send();
  });

  app.delete('/yonetim/ihaleler/:id/dosyalar/:dosyaId', { config: IHALE }, async (request, reply) => {
    const id = tenderId(request);
    const dosyaId = idParam((request.params as { dosyaId?: unknown }).dosyaId, 'Dosya bulunamadı.');
    await removeFile(ctxOf(app, request), id, dosyaId);
    return reply.code(204).send();
  });

  app.get('/yonetim/slider', { config: DESTEK }, async () => ({ data: await slides({ db: app.db }) }));

  app.put('/yonetim/slider/sira', { config: DESTEK }, async (request, reply) => {
    const { sira } = validate(slideOrderSchema, request.body, { object: true });
    await reorderSlides(ctxOf(app, request), sira);
    return reply.code(204).send();
  });

  app.put('/yonetim/slider/:id', { config: DESTEK }, async (request) => {
    const id = idParam((request.params as { id?: unknown }).id, 'Slayt bulunamadı.');
    const input = validate(slideEditSchema, request.body, { object: true });
    return { data: await editSlide(ctxOf(app, request), id, input) };
  });

  app.delete('/yonetim/slider/:id', { config: DESTEK }, async (request, reply) => {
    const id = idParam((request.params as { id?: unknown }).id, 'Slayt bulunamadı.');
    await removeSlide(ctxOf(app, request), id);
    return reply.code(204).send();
  });
};
