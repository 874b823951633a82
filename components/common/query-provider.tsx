'use client';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '@/lib/query-client';

/**
 * The browser's one query client (lib/query-client.ts) for what is below it. Not in the root
 * providers: public pages load react-query only in the islands a signed-in user needs, after
 * hydration (docs/architecture.md §3 "Light on a phone"). The profile screens and the Kurum Paneli
 * have it in their layouts; a public island wraps itself. Every provider hands out the same
 * client, so a favourite toggled on a card is the one the profile's list shows.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
