import type { Page } from '@playwright/test';
import sharp from 'sharp';

/** A plain picture of one colour, made here with sharp (the back-office journeys upload it). */
export const testImage = (background: string, format: 'jpeg' | 'png') =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background } })
    [format]()
    .toBuffer();

/** The smallest PDF the attachment check accepts. */
export const TEST_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Chooses a file through the button, as a keyboard user would: focus it, press Enter, pick the file. */
export async function chooseFile(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).focus();
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(file);
}
