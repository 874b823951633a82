'use client';
import { create } from 'zustand';

/**
 * Route history of SPEC §2 ("records the previous and current path") and the values carried with
 * a navigation (for example the tenders a screen joined live groups for). Not persisted.
 */
interface RouteState {
  previousPath: string | null;
  currentPath: string | null;
  values: Record<string, unknown>;
  recordNavigation(path: string): void;
  setRouteValue(key: string, value: unknown): void;
}

export const useRouteStore = create<RouteState>()((set) => ({
  previousPath: null,
  currentPath: null,
  values: {},
  recordNavigation: (path) =>
    set((s) => (s.currentPath === path ? s : { previousPath: s.currentPath, currentPath: path })),
  setRouteValue: (key, value) => set((s) => ({ values: { ...s.values, [key]: value } })),
}));
