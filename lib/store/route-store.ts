'use client';
import { create } from 'zustand';

/** Route history of docs/spec.md §2 ("records the previous and current path"). Not persisted. */
interface RouteState {
  previousPath: string | null;
  currentPath: string | null;
  recordNavigation(path: string): void;
}

export const useRouteStore = create<RouteState>()((set) => ({
  previousPath: null,
  currentPath: null,
  recordNavigation: (path) =>
    set((s) => (s.currentPath === path ? s : { previousPath: s.currentPath, currentPath: path })),
}));
