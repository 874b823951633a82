'use client';
import type { ReactNode } from 'react';
import { clientIsland } from '@/components/common/client-island';
import type { FileModel } from '@/lib/api/tenders';

/**
 * The gallery's carousel and modal load after hydration (docs/decisions/
 * islands-load-after-hydration.md); until then the server's gallery, the same markup, stands in.
 */
export const GalleryIsland = clientIsland<{ images: FileModel[]; title: string; children: ReactNode }>(
  () => import('./interactive-gallery').then((m) => m.InteractiveGallery),
  ({ children }) => children,
);
