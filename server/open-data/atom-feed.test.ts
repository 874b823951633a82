import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { ihale } from '../db/schema';
import { openPublicTestApp } from '../modules/tenders/test-fixtures';

type TestApp = Awaited<ReturnType<typeof openPublicTestApp>>;
type AtomEntry = { id: string; title: { '#text': string }; updated: string; link: { '@_href': string } };

/**
 * The Atom feed behind /ihaleler/feed.xml (docs/architecture.md §12): well-formed Atom with the
 * newly published tenders and the results, absolute links to the tender pages, Turkish titles, and
 * nothing of a tender the public may not see.
 */
describe('Atom feed of tenders and results', () => {
  let t: TestApp;
  let entries: AtomEntry[];
  let xml: string;
  let contentType: string;

  before(async () => {
    t = await openPublicTestApp();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/acik-veri/ihaleler/feed.xml',
      headers: { host: 'x.evil' },
    });
    assert.equal(res.statusCode, 200, res.body);
    xml = res.body;
    contentType = String(res.headers['content-type']);
    const doc = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' }).parse(xml);
    entries = doc.feed.entry ?? [];
  });
  after(async () => {
    await t?.close();
  });

  it('is well-formed Atom served as application/atom+xml', () => {
    assert.equal(XMLValidator.validate(xml), true);
    assert.match(contentType, /^application\/atom\+xml/);
    assert.match(xml, /<feed xmlns="http:\/\/www.w3.org\/2005\/Atom">/);
    assert.match(xml, /<link rel="self" href="http:\/\/localhost:3000\/ihaleler\/feed.xml"\/>/);
    assert.doesNotMatch(xml, /x\.evil/);
  });

  it('has every public tender as published, and the finished one as a result, with absolute links', async () => {
    const { tender } = t.fixture;
    const links = (kind: string) => entries.filter((e) => e.id.endsWith(`#${kind}`)).map((e) => e.link['@_href']);
    for (const id of [tender.running, tender.notStarted, tender.finished]) {
      assert.ok(links('yayin').includes(`http://localhost:3000/ihaleler/${id}`), `published ${id}`);
    }
    assert.deepEqual(links('sonuc'), [`http://localhost:3000/ihaleler/${tender.finished}`]);
    const [finished] = await t.db.select({ baslik: ihale.baslik }).from(ihale).where(eq(ihale.id, tender.finished));
    const result = entries.find((e) => e.id.endsWith('#sonuc'))!;
    assert.equal(result.title['#text'], `Sonuçlandı (Kazanan Belirli): ${finished.baslik}`);
    assert.ok(entries.every((e) => !Number.isNaN(Date.parse(e.updated))));
    const dates = entries.map((e) => Date.parse(e.updated));
    assert.deepEqual(
      dates,
      [...dates].sort((a, b) => b - a),
      'newest first',
    );
  });

  it('leaves out drafts, withdrawn, unpublished and other-channel tenders', () => {
    const { tender } = t.fixture;
    for (const id of [tender.draft, tender.withdrawn, tender.notYetPublished, tender.otherType]) {
      assert.ok(!entries.some((e) => e.link['@_href'].endsWith(`/ihaleler/${id}`)), `tender ${id}`);
    }
    assert.ok(entries.every((e) => /^(Yeni ihale: |Sonuçlandı )/.test(e.title['#text'])));
  });
});
