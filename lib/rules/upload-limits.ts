/**
 * Upload limits and the image sizes the public pages draw (docs/architecture.md §8 "Files").
 * The sizes come from the public components: the tender card and the gallery frame draw 800×600
 * (components/tenders/tender-card.tsx, tender-gallery.tsx), the gallery modal 1200×900
 * (gallery-modal.tsx), the gallery thumbnails 160×120, the home slider 1600×600
 * (components/home/hero-slider.tsx).
 */
export const UPLOAD_LIMITS = {
  /** Largest image upload. */
  imageBytes: 10 * 1024 * 1024,
  /** Largest PDF attachment. */
  pdfBytes: 20 * 1024 * 1024,
  /** Decompression bombs: more pixels than this are refused before decoding (sharp limitInputPixels). */
  imagePixels: 40_000_000,
  /** Longest display name of an attachment, `.pdf` included. */
  fileName: 120,
  /** Longest slide text. */
  slideText: 200,
} as const;

/** How a rendition is cut: `cover` fills the box (cropping), `inside` keeps the whole picture. */
export interface Rendition {
  name: string;
  width: number;
  height: number;
  fit: 'cover' | 'inside';
}

/** What an uploaded image is for: tender card (221), gallery (222), home slider. */
export type ImagePurpose = 'kart' | 'galeri' | 'slider';

/**
 * The renditions stored for each purpose; the first is the one the row's `url` names (the size
 * the public page draws). The others are stored under keys derived the same way, for a later
 * `srcset`.
 */
export const RENDITIONS: Record<ImagePurpose, readonly Rendition[]> = {
  kart: [{ name: 'kart-800x600', width: 800, height: 600, fit: 'cover' }],
  galeri: [
    { name: 'galeri-1200x900', width: 1200, height: 900, fit: 'inside' },
    { name: 'galeri-800x600', width: 800, height: 600, fit: 'cover' },
    { name: 'galeri-160x120', width: 160, height: 120, fit: 'cover' },
  ],
  slider: [{ name: 'slider-1600x600', width: 1600, height: 600, fit: 'cover' }],
};

/** What the file inputs offer (the server decides by content, never by this). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';
export const PDF_ACCEPT = 'application/pdf';
