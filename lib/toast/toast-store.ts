'use client';
import { create } from 'zustand';
import { TOAST_MS } from './toast-durations';

export type ToastSeverity = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
  /** ms; docs/spec.md §9: toasts last 1 to 2 s unless a screen says otherwise. */
  duration: number;
}

interface ToastState {
  toasts: Toast[];
  push(t: Omit<Toast, 'id'>): void;
  dismiss(id: number): void;
}

let nextId = 1;

export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  push: (t) => set((s) => ({ toasts: [...s.toasts, { ...t, id: nextId++ }] })),
  dismiss: (id) => set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) })),
}));

const show =
  (severity: ToastSeverity) =>
  (message: string, duration: number = TOAST_MS.standard) =>
    useToastStore.getState().push({ message, severity, duration });

/** Call from anywhere in the browser: toast.success('İşlem Başarılı'). */
export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
