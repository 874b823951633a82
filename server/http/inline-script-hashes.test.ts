import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import zlib from 'node:zlib';
import { htmlText, inlineScriptHashes } from './inline-script-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('hashes of the inline scripts of a stored page', () => {
  it('hashes each inline script once, whatever its attributes, and never a script loaded from a file', () => {
    const html = [
      '<html><head><script src="/_next/static/a.js" async=""></script>',
      '<script nonce="n1">self.__next_f=[]</script>',
      '<SCRIPT id="_R_" nonce="n1">ü "ç" ş</SCRIPT>',
      '<script type="application/ld+json">{"@type":"Offer"}</script>',
      '<script nonce="n1">self.__next_f=[]</script>',
      '<script defer src=/b.js></script></head></html>',
    ].join('');
    assert.deepEqual(inlineScriptHashes(html), [
      sha256('self.__next_f=[]'),
      sha256('ü "ç" ş'),
      sha256('{"@type":"Offer"}'),
    ]);
  });

  it('hashes the text the browser sees: its line breaks normalised to LF', () => {
    assert.deepEqual(inlineScriptHashes('<script>a\r\nb\rc</script>'), [sha256('a\nb\nc')]);
  });

  it('reads HTML in every encoding Next may send, and refuses what it cannot read', () => {
    const html = '<p>İhale</p>';
    const ct = { 'content-type': 'text/html; charset=utf-8' };
    assert.equal(htmlText(ct, Buffer.from(html)), html);
    assert.equal(htmlText({ ...ct, 'content-encoding': 'gzip' }, zlib.gzipSync(html)), html);
    assert.equal(htmlText({ ...ct, 'content-encoding': 'br' }, zlib.brotliCompressSync(html)), html);
    assert.equal(htmlText({ ...ct, 'content-encoding': 'deflate' }, zlib.deflateSync(html)), html);
    assert.equal(htmlText({ ...ct, 'content-encoding': 'gzip' }, Buffer.from('not gzip')), null);
    assert.equal(htmlText({ ...ct, 'content-encoding': 'compress' }, Buffer.from(html)), null);
    assert.equal(htmlText({ 'content-type': 'text/x-component' }, Buffer.from(html)), null);
  });
});
