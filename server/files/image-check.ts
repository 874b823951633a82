import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { type ImagePurpose, RENDITIONS, UPLOAD_LIMITS } from '../../lib/rules/upload-limits';
import { hasHiddenMarkup, type SniffedKind, sniffKind } from './sniff';
import { UploadRefusal } from './upload-refusal';

/** An upload as the multipart reader hands it over: the bytes, and what the browser claimed. */
export interface Upload {
  bytes: Buffer;
  fileName: string;
  mimeType: string;
}

export interface ImageRendition {
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
}

type ImageKind = 'jpeg' | 'png' | 'webp';
const IMAGE_KINDS: readonly SniffedKind[] = ['jpeg', 'png', 'webp'];

const BY_EXTENSION: Record<string, string> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jpe: 'jpeg',
  jfif: 'jpeg',
  png: 'png',
  webp: 'webp',
};
const BY_MIME: Record<string, string> = {
  'image/jpeg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * What the name and the MIME header claim (null when they claim nothing: no extension, or the
 * generic application/octet-stream). Anything else they claim is kept, so "a.html" or "text/html"
 * is a claim that no image can satisfy.
 */
function claims(upload: Upload): string[] {
  const out: string[] = [];
  const ext = /\.([^./\\]+)$/.exec(upload.fileName)?.[1]?.toLowerCase();
  if (ext) out.push(BY_EXTENSION[ext] ?? `.${ext}`);
  const mime = upload.mimeType.toLowerCase().split(';')[0].trim();
  if (mime && mime !== 'application/octet-stream') out.push(BY_MIME[mime] ?? mime);
  return out;
}

const QUALITY = 82;

/**
 * An uploaded image checked and re-encoded (docs/architecture.md §8 "Files"). The kind is decided
 * by the content: the magic bytes and sharp's own reading must agree, and so must the name and
 * MIME type when they claim something. Refused, each with its Turkish message: anything but
 * JPEG, PNG or WebP (SVG can carry script; GIF; animations), a name or type that disagrees with
 * the content (an HTML page named .jpg), markup hidden in the bytes (polyglots), more than
 * UPLOAD_LIMITS.imagePixels pixels (decompression bombs: sharp refuses before decoding), and files
 * that do not decode to the end. What is accepted is turned upright by its EXIF orientation,
 * stripped of every metadata (GPS included) and written anew as WebP in each rendition of
 * `purpose`, so nothing of the uploaded file but its pixels is ever served.
 */
export async function prepareImage(upload: Upload, purpose: ImagePurpose): Promise<ImageRendition[]> {
  const { bytes } = upload;
  if (bytes.length === 0) throw new UploadRefusal('noFile');
  if (bytes.length > UPLOAD_LIMITS.imageBytes) throw new UploadRefusal('imageTooLarge');
  const kind = sniffKind(bytes);
  const claimed = claims(upload);
  if (kind === 'svg') throw new UploadRefusal('svg');
  if (kind === 'gif') throw new UploadRefusal('gif');
  if (!IMAGE_KINDS.includes(kind)) {
    throw new UploadRefusal(claimed.some((c) => IMAGE_KINDS.includes(c as SniffedKind)) ? 'kindMismatch' : 'imageKind');
  }
  if (claimed.some((c) => c !== kind)) throw new UploadRefusal('kindMismatch');
  if (hasHiddenMarkup(bytes)) throw new UploadRefusal('hiddenContent');

  const options: SharpOptions = { limitInputPixels: UPLOAD_LIMITS.imagePixels, failOn: 'truncated' };
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { ...options, pages: -1 }).metadata();
  } catch (err) {
    throw decodeRefusal(err);
  }
  if (meta.format !== (kind as ImageKind)) throw new UploadRefusal('kindMismatch');
  if (!meta.width || !meta.height) throw new UploadRefusal('corrupt');
  if (meta.width * meta.height > UPLOAD_LIMITS.imagePixels) throw new UploadRefusal('tooManyPixels');
  if ((meta.pages ?? 1) > 1) throw new UploadRefusal('animated');

  try {
    return await Promise.all(
      RENDITIONS[purpose].map(async (r) => {
        const { data, info } = await sharp(bytes, options)
          .autoOrient()
          .resize({ width: r.width, height: r.height, fit: r.fit, withoutEnlargement: true })
          .webp({ quality: QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { name: r.name, bytes: data, width: info.width, height: info.height };
      }),
    );
  } catch (err) {
    throw decodeRefusal(err);
  }
}

/** sharp's own refusal of too many pixels keeps its meaning; anything else that fails to decode is corrupt. */
const decodeRefusal = (err: unknown) =>
  new UploadRefusal(/pixel limit/i.test(String((err as Error)?.message)) ? 'tooManyPixels' : 'corrupt');
