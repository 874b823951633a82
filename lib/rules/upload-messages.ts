/**
 * Every Turkish refusal of an uploaded file (docs/architecture.md §8 "Files"), in one catalogue:
 * the server's checks (server/files/) answer with these and the back-office screens show them as
 * they come. Limits are read from lib/rules/upload-limits.ts so a number is written once.
 */
import { UPLOAD_LIMITS } from './upload-limits';

const mb = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

export const UPLOAD_MESSAGES = {
  noFile: 'Yüklenecek bir dosya seçiniz.',
  imageTooLarge: `Görsel en fazla ${mb(UPLOAD_LIMITS.imageBytes)} olabilir.`,
  pdfTooLarge: `PDF dosyası en fazla ${mb(UPLOAD_LIMITS.pdfBytes)} olabilir.`,
  imageKind: 'Yalnızca JPEG, PNG veya WebP görsel yükleyebilirsiniz.',
  svg: 'SVG dosyaları güvenlik nedeniyle kabul edilmemektedir; JPEG, PNG veya WebP yükleyiniz.',
  gif: 'GIF dosyaları kabul edilmemektedir; JPEG, PNG veya WebP yükleyiniz.',
  animated: 'Hareketli görseller kabul edilmemektedir; tek kareli bir görsel yükleyiniz.',
  kindMismatch: 'Dosyanın adı veya türü içeriğiyle uyuşmuyor. Dosyayı kendi türündeki uzantıyla yükleyiniz.',
  hiddenContent: 'Dosyada görsel dışında gizli içerik (HTML veya betik) bulunuyor; bu dosya kabul edilmemektedir.',
  tooManyPixels: `Görselin çözünürlüğü çok yüksek (en fazla ${UPLOAD_LIMITS.imagePixels / 1_000_000} megapiksel).`,
  corrupt: 'Görsel okunamadı: dosya bozuk ya da eksik yüklenmiş olabilir.',
  notPdf: 'Yalnızca PDF dosyası yükleyebilirsiniz.',
  pdfIncomplete: 'PDF dosyası eksik ya da bozuk (dosya sonu bulunamadı).',
  pdfActive:
    'PDF dosyasında betik, dosya çalıştırma veya gömülü dosya bulunuyor; güvenlik nedeniyle kabul edilmemektedir.',
  notMultipart: 'Dosya, çok parçalı form (multipart/form-data) ile gönderilmelidir.',
} as const;

export type UploadRefusalCode = keyof typeof UPLOAD_MESSAGES;
