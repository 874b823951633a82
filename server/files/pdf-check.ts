import { UPLOAD_LIMITS } from '../../lib/rules/upload-limits';
import { sniffKind } from './sniff';
import type { Upload } from './image-check';
import { UploadRefusal } from './upload-refusal';

/** PDF names that run something or carry other files: hostile in a tender's attachment. */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles']);

/** Every name object (`/Name`) in the file, with `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). */
function* pdfNames(text: string): Generator<string> {
  for (const m of text.matchAll(/\/([^\s/<>[\]()%{}]+)/g)) {
    yield m[1].replace(/#([0-9a-fA-F]{2})/g, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
  }
}

/**
 * A PDF attachment checked (docs/architecture.md §8 "Files"; usage 223): it starts with `%PDF-`
 * and ends with `%%EOF` (trailing white space allowed), is at most UPLOAD_LIMITS.pdfBytes, and
 * names no JavaScript, launch action or embedded file anywhere in its uncompressed structure. The
 * original bytes are kept as they are. Names inside compressed object streams are not searched:
 * the public pages link the file, they never render it inside the portal's origin, and the file
 * route serves it with a sandboxing policy.
 */
export function checkPdf(upload: Upload): Buffer {
  const { bytes } = upload;
  if (bytes.length === 0) throw new UploadRefusal('noFile');
  if (bytes.length > UPLOAD_LIMITS.pdfBytes) throw new UploadRefusal('pdfTooLarge');
  if (sniffKind(bytes) !== 'pdf') throw new UploadRefusal('notPdf');
  const tail = bytes.toString('latin1', Math.max(0, bytes.length - 1024)).replace(/[\s\0]+$/, '');
  if (!tail.endsWith('%%EOF')) throw new UploadRefusal('pdfIncomplete');
  for (const name of pdfNames(bytes.toString('latin1'))) {
    if (ACTIVE_NAMES.has(name)) throw new UploadRefusal('pdfActive');
  }
  return bytes;
}
