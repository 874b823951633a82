import { ApiError } from '../http/errors';
import { UPLOAD_MESSAGES, type UploadRefusalCode } from '../../lib/rules/upload-messages';

/** The status of each refusal: too large 413, a kind the route does not take 415, bad content 400. */
const STATUS: Record<UploadRefusalCode, number> = {
  noFile: 415,
  notMultipart: 415,
  imageTooLarge: 413,
  pdfTooLarge: 413,
  imageKind: 415,
  svg: 415,
  gif: 415,
  animated: 415,
  kindMismatch: 415,
  notPdf: 415,
  hiddenContent: 400,
  tooManyPixels: 400,
  corrupt: 400,
  pdfIncomplete: 400,
  pdfActive: 400,
};

/** A refused upload, in the API's error shape with its Turkish message (lib/rules/upload-messages.ts). */
export class UploadRefusal extends ApiError {
  constructor(readonly code: UploadRefusalCode) {
    super(STATUS[code], 'UploadRefused', UPLOAD_MESSAGES[code]);
  }
}
