'use client';
import { createContext, useContext, type ReactNode } from 'react';
import type { PublicConfig } from './config';

const Ctx = createContext<PublicConfig | null>(null);

export function PublicConfigProvider({ value, children }: { value: PublicConfig; children: ReactNode }) {
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

export function usePublicConfig(): PublicConfig {
  const v = useContext(Ctx);
  if (!v) throw new Error('usePublicConfig outside PublicConfigProvider');
  return v;
}
