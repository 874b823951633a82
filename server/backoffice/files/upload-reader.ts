import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import type { Upload } from '../../files/image-check';
import { UploadRefusal } from '../../files/upload-refusal';
import { CONTROL_CHARACTER_MESSAGE, hasForbiddenCharacter } from '../../../lib/rules/text-characters';

export interface ReadUpload {
  upload: Upload;
  /** Text fields sent before the file (e.g. a slide's text). */
  fields: Record<string, string>;
}

/**
 * The one file of a multipart upload, read into memory within its route's limit (the API's 64 KB
 * JSON limit stays for every other body). One file, a few short fields, nothing else; a body that
 * is not multipart, or multipart without a file, is refused as a media type the route does not
 * take (415), an oversized file with the limit in Turkish (413).
 */
export async function readUpload(
  request: FastifyRequest,
  opts: { maxBytes: number; tooLarge: 'imageTooLarge' | 'pdfTooLarge' },
): Promise<ReadUpload> {
  if (!request.isMultipart()) throw new UploadRefusal('notMultipart');
  const part = await request
    .file({ limits: { fileSize: opts.maxBytes, files: 1, fields: 4, fieldSize: 2048, parts: 6, headerPairs: 40 } })
    .catch((err: { code?: string }) => {
      throw refusalFor(err, opts.tooLarge);
    });
  if (!part) throw new UploadRefusal('noFile');
  const bytes = await part.toBuffer().catch((err: { code?: string }) => {
    throw refusalFor(err, opts.tooLarge);
  });
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const one = Array.isArray(value) ? value[0] : value;
    if (one && one.type === 'field' && typeof one.value === 'string') fields[name] = one.value;
  }
  if (Object.entries(fields).some(([k, v]) => hasForbiddenCharacter(k) || hasForbiddenCharacter(v))) {
    throw badRequest(CONTROL_CHARACTER_MESSAGE, 'InvalidCharacters');
  }
  return { upload: { bytes, fileName: part.filename ?? '', mimeType: part.mimetype ?? '' }, fields };
}

function refusalFor(err: { code?: string }, tooLarge: 'imageTooLarge' | 'pdfTooLarge'): UploadRefusal {
  if (err.code === 'FST_REQ_FILE_TOO_LARGE') return new UploadRefusal(tooLarge);
  return new UploadRefusal('noFile');
}
