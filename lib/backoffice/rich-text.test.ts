/** @jest-environment node */
import { normaliseEditorHtml } from './rich-text';

describe('normaliseEditorHtml', () => {
  it('keeps everything the editor can write: the public sanitiser drops none of it', () => {
    const html =
      '<h2>Başlık</h2><h3>Alt</h3><p><strong>Kalın</strong> <em>eğik</em> <u>altı</u></p>' +
      '<ul><li><p>Bir</p></li></ul><ol><li><p>İki</p></li></ol><blockquote><p>Alıntı</p></blockquote>' +
      '<p><a href="https://www.mkek.gov.tr">Site</a> <a href="mailto:esatis@ornek.gov.tr">Posta</a><br /></p>';
    expect(normaliseEditorHtml(html)).toBe(html);
  });

  it('an empty document is no content; hostile HTML pasted in is cleaned', () => {
    expect(normaliseEditorHtml('<p></p>')).toBe('');
    const cleaned = normaliseEditorHtml('<p>a</p><script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(cleaned).toMatch(/^<p>a<\/p>/);
    expect(cleaned).not.toMatch(/script|onerror|alert/);
  });
});
