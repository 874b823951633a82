/** @jest-environment node */
import { excerpt, htmlToText, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes script tags together with their content', () => {
    const out = sanitizeHtml('<p>Merhaba</p><script>alert("x")</script>');
    expect(out).toBe('<p>Merhaba</p>');
  });

  it('removes event handler attributes such as onerror and onclick', () => {
    const out = sanitizeHtml(
      '<img src="https://ornek.gov.tr/a.png" onerror="alert(1)" alt="Görsel"><p onclick="x()">Metin</p>',
    );
    expect(out).not.toMatch(/onerror|onclick|alert/);
    expect(out).toContain('alt="Görsel"');
    expect(out).toContain('<p>Metin</p>');
  });

  it('drops javascript: and data: links but keeps the link text', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">Tıkla</a> <a href="JaVaScRiPt:alert(1)">İki</a> <img src="data:image/png;base64,AAAA">',
    );
    expect(out).not.toMatch(/javascript/i);
    expect(out).not.toMatch(/data:/);
    expect(out).toContain('Tıkla');
    expect(out).toContain('İki');
  });

  it('drops iframes, styles, forms and inline style attributes', () => {
    const out = sanitizeHtml(
      '<iframe src="https://kotu.example"></iframe><style>p{}</style><form><input></form><p style="position:fixed">Yazı</p>',
    );
    expect(out).toBe('<p>Yazı</p>');
  });

  it('keeps the allowed formatting: paragraphs, emphasis, lists, tables and safe links', () => {
    const html =
      '<h2>Başlık</h2><p><strong>Kalın</strong> <em>eğik</em> <u>altı çizili</u></p>' +
      '<ul><li>Bir</li></ul><ol><li>İki</li></ol>' +
      '<table><thead><tr><th>Kalem</th></tr></thead><tbody><tr><td colspan="2">Bakır</td></tr></tbody></table>' +
      '<a href="https://www.mkek.gov.tr" title="MKE">Site</a> <a href="mailto:esatis@ornek.gov.tr">E-posta</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('turns a level-one heading into level two so the page keeps one h1', () => {
    expect(sanitizeHtml('<h1>Üst Başlık</h1>')).toBe('<h2>Üst Başlık</h2>');
  });

  it('adds rel="noopener noreferrer" to links that open a new tab and drops other targets', () => {
    expect(sanitizeHtml('<a href="https://ornek.gov.tr" target="_blank">Yeni</a>')).toBe(
      '<a href="https://ornek.gov.tr" target="_blank" rel="noopener noreferrer">Yeni</a>',
    );
    expect(sanitizeHtml('<a href="https://ornek.gov.tr" target="_top">Üst</a>')).toBe(
      '<a href="https://ornek.gov.tr">Üst</a>',
    );
  });

  it('answers an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('htmlToText and excerpt', () => {
  it('strips tags and decodes entities into readable text', () => {
    expect(htmlToText('<p>Hurda &amp; atık</p>\n<p>satışı&nbsp;başladı</p>')).toBe('Hurda & atık satışı başladı');
  });

  it('leaves a space where a block ends, so words never glue (issue #37)', () => {
    expect(htmlToText('<p>Toplam 7.800 Litre</p><p>Alıcının aracı</p>')).toBe('Toplam 7.800 Litre Alıcının aracı');
    expect(htmlToText('<ul><li>Belge bulunmalıdır.</li><li>Taşıma alıcıya aittir.</li></ul>')).toBe(
      'Belge bulunmalıdır. Taşıma alıcıya aittir.',
    );
    expect(htmlToText('Bir<br>İki<br/>Üç<BR />Dört')).toBe('Bir İki Üç Dört');
    expect(htmlToText('<div>Sol</div><div class="x">Sağ</div><h2>Başlık</h2><h3>Alt</h3>son')).toBe(
      'Sol Sağ Başlık Alt son',
    );
    expect(htmlToText('<table><tr><th>Kalem</th><th>Miktar</th></tr><tr><td>Bakır</td><td>12</td></tr></table>')).toBe(
      'Kalem Miktar Bakır 12',
    );
  });

  it('keeps inline markup gapless and adds no space at the edges', () => {
    expect(htmlToText('<p><strong>Ku</strong>rşun ve <em>pi</em>rinç <a href="https://a.b">hur</a>da</p>')).toBe(
      'Kurşun ve pirinç hurda',
    );
    // Only whole tag names count: <param> is not <p>, <span> is inline.
    expect(htmlToText('<span>a</span><span>b</span><param>c')).toBe('abc');
  });

  it('the excerpt of glued paragraphs has the gap too', () => {
    expect(excerpt('<p>Birinci paragraf.</p><p>İkinci paragraf.</p>', 160)).toBe('Birinci paragraf. İkinci paragraf.');
  });

  it('cuts long text at a word boundary with an ellipsis', () => {
    const text = excerpt(`<p>${'kelime '.repeat(40)}</p>`, 50);
    expect(text.length).toBeLessThanOrEqual(51);
    expect(text.endsWith('kelime…')).toBe(true);
  });
});
