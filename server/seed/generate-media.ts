/**
 * Writes the demo media under public/media: tender illustrations (SVG), home slides (SVG) and
 * attachment PDFs. The outputs are committed; rerun after changing a drawer (media.test.ts fails
 * while the committed files and the drawers disagree):
 *   node --import tsx server/seed/generate-media.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderAllMedia } from './media/render-all';

export const PUBLIC_DIR = path.resolve(__dirname, '../../public');

async function main() {
  const files = await renderAllMedia();
  for (const [url, content] of files) {
    const file = path.join(PUBLIC_DIR, url);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
  console.log(`Wrote ${files.size} files under ${path.join(PUBLIC_DIR, 'media')}`);
}

void main();
