import { expect, test } from '@playwright/test';

/**
 * A Turkish page draws Ğ ğ İ Ş ş and ₺ from the 2.7 KB "Portal Sans TR" subset and never downloads
 * Source Sans 3's 60 KB latin-ext file for them (app/fonts.css, docs/architecture.md §3 "Light on a phone").
 */
test('a Turkish page loads the Turkish subset and not the latin-ext file', async ({ page }) => {
  await page.goto('/ihaleler');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('İhale');

  const fonts = await page.evaluate(async () => {
    await document.fonts.ready;
    return {
      files: performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.woff2'))
        .map((name) => name.split('/').pop() ?? ''),
      turkishReady: document.fonts.check('700 16px "Portal Sans TR"', 'ĞğİŞş₺'),
    };
  });

  expect(fonts.files.some((file) => file.startsWith('portal-sans-tr'))).toBe(true);
  expect(fonts.files.some((file) => file.includes('latin-wght'))).toBe(true);
  expect(fonts.files.filter((file) => file.includes('latin-ext'))).toEqual([]);
  expect(fonts.turkishReady).toBe(true);
});
