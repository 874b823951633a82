import { type BrowserContext, expect, type Page } from '@playwright/test';
import { limit } from './time-limits';

declare global {
  interface Window {
    __esatisToasts?: string[];
    /** Where each toast appeared: its top and the page header's bottom, in px from the viewport's top. */
    __esatisToastPlaces?: Array<{ text: string; top: number; headerBottom: number | null }>;
  }
}

/**
 * A toast lasts 1–2 s (docs/spec.md §8–§9, lib/toast/toast-durations.ts). On a busy machine the
 * browser may show and hide one between two polls of an assertion, and the journey fails although
 * the bidder saw it (a full run lost 'Teklifiniz verildi.' that way). So each page records the text
 * of every toast (MUI Snackbar alert) the moment it is added, and expectToast reads the record.
 */
const recording = new WeakSet<BrowserContext>();

export async function recordToasts(context: BrowserContext) {
  if (recording.has(context)) return;
  recording.add(context);
  await context.addInitScript(() => {
    if (window.__esatisToasts) return;
    const seen: string[] = [];
    window.__esatisToasts = seen;
    const places: NonNullable<Window['__esatisToastPlaces']> = [];
    window.__esatisToastPlaces = places;
    const counted = new WeakSet<Element>();
    const look = () => {
      for (const el of document.querySelectorAll('.MuiSnackbar-root [role="alert"]')) {
        const text = el.textContent?.trim();
        if (text && !counted.has(el)) {
          counted.add(el);
          seen.push(text);
          const header = document.querySelector('header');
          places.push({
            text,
            top: el.getBoundingClientRect().top,
            headerBottom: header ? header.getBoundingClientRect().bottom : null,
          });
        }
      }
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * The page showed a toast with this text: found in the page's record (and taken from it, so the
 * next expectToast of the same text needs the next toast), or, on a page without a record, visible.
 */
export async function expectToast(page: Page, text: string, timeout = limit(10_000)) {
  // A page in the middle of a navigation has its next document's record (the init script runs first).
  const recorded = await page.evaluate(() => Array.isArray(window.__esatisToasts)).catch(() => true);
  if (!recorded) {
    await expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible({ timeout });
    return;
  }
  await expect
    .poll(
      () =>
        page
          .evaluate((t) => {
            const seen = window.__esatisToasts ?? [];
            const i = seen.findIndex((s) => s.includes(t));
            if (i < 0) return false;
            seen.splice(i, 1);
            return true;
          }, text)
          .catch(() => false),
      { message: `a toast saying "${text}"`, timeout, intervals: [50, 100, 250] },
    )
    .toBe(true);
}

/** Whether the page has shown a toast with this text so far (leaves it in the record). */
export async function toastShown(page: Page, text: string): Promise<boolean> {
  return page.evaluate((t) => (window.__esatisToasts ?? []).some((s) => s.includes(t)), text).catch(() => false);
}

/** Where the first toast with this text appeared (toast-recorder's record), or null. */
export async function toastPlace(page: Page, text: string) {
  return page.evaluate((t) => (window.__esatisToastPlaces ?? []).find((p) => p.text.includes(t)) ?? null, text);
}
