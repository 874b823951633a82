import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { allMediaUrls } from './media-manifest';
import { buildPdf } from './media/pdf';
import { renderAllMedia } from './media/render-all';

const PUBLIC_DIR = path.resolve(__dirname, '../../../public');

describe('generated demo media', () => {
  it('matches the committed files under public/media byte for byte', () => {
    const rendered = renderAllMedia();
    assert.deepEqual([...rendered.keys()].sort(), [...allMediaUrls()].sort());
    for (const [url, content] of rendered) {
      const file = path.join(PUBLIC_DIR, url);
      assert.ok(fs.existsSync(file), `${url} missing: run node --import tsx server/db/seed/generate-media.ts`);
      assert.ok(
        fs.readFileSync(file).equals(content),
        `${url} is stale: run node --import tsx server/db/seed/generate-media.ts`,
      );
    }
  });

  it('writes PDFs whose xref table points at every object', () => {
    const text = buildPdf('Deneme (1)', ['Satir \\ bir', 'Satir iki'], 'alt bilgi').toString('latin1');
    assert.ok(text.startsWith('%PDF-1.4\n'));
    assert.ok(text.endsWith('%%EOF\n'));
    assert.ok(text.includes('(Deneme \\(1\\)) Tj'), 'parentheses must be escaped');
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1]);
    const lines = text.slice(xrefAt).split('\n');
    assert.equal(lines[0], 'xref');
    const count = Number(lines[1].split(' ')[1]);
    for (let i = 1; i < count; i++) {
      const offset = Number(lines[2 + i].slice(0, 10));
      assert.ok(text.startsWith(`${i} 0 obj`, offset), `object ${i} not at ${offset}`);
    }
    const length = Number(/\/Length (\d+)/.exec(text)![1]);
    const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
    assert.equal(text.slice(streamStart + length, streamStart + length + '\nendstream'.length), '\nendstream');
  });

  it('refuses text the standard PDF fonts cannot print', () => {
    assert.throws(() => buildPdf('Şartname', [], ''), /ASCII/);
  });
});
