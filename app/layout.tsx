import type { Metadata, Viewport } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { FAVICON, PORTAL_NAME } from '@/lib/brand';
import { getPublicConfig } from '@/lib/config';
import { palette } from '@/lib/theme-palette';
import { Providers } from './providers';
import './fonts.css';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const { publicOrigin } = getPublicConfig();
  return {
    metadataBase: new URL(publicOrigin),
    title: { default: PORTAL_NAME, template: `%s | ${PORTAL_NAME}` },
    description:
      'Kamuya ait üreticinin herkese açık e-satış ihaleleri: ihaleleri inceleyin, e-Devlet ile giriş yapın, teminat yatırın ve canlı teklif verin.',
    applicationName: PORTAL_NAME,
    // On every page, the profile screens and the Kurum Paneli too: without it a browser asks for
    // /favicon.ico, which the portal does not have.
    icons: { icon: [FAVICON] },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: palette.navy };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Every page is rendered per request: its scripts carry the response's own CSP nonce, which a
  // page prerendered at build time cannot (docs/architecture.md "Content Security Policy"). Said
  // here once; before, the root not-found page's frame happened to read a cookie for every route.
  await connection();
  return (
    <html lang="tr">
      <body>
        <Providers config={getPublicConfig()}>{children}</Providers>
      </body>
    </html>
  );
}
