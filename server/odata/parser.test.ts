import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Expr } from './ast';
import { ODataError } from './errors';
import { parseFilter, parseOrderBy } from './parser';
import { parseQueryString } from './query-options';

const path = (segments: string[], position: number, variable?: string): Expr =>
  variable ? { kind: 'path', variable, segments, position } : { kind: 'path', segments, position };
const num = (value: string): Expr => ({ kind: 'literal', type: 'number', value });
const str = (value: string): Expr => ({ kind: 'literal', type: 'string', value });

/** Asserts that parsing fails with a 400 ODataError whose message contains `part`. */
function rejects(fn: () => unknown, part: string | RegExp) {
  try {
    fn();
  } catch (err) {
    assert.ok(err instanceof ODataError, `expected ODataError, got ${String(err)}`);
    assert.equal(err.status, 400);
    if (typeof part === 'string')
      assert.ok(err.message.includes(part), `message "${err.message}" should contain "${part}"`);
    else assert.match(err.message, part);
    return;
  }
  assert.fail(`expected a rejection containing "${String(part)}"`);
}

describe('parseFilter: golden ASTs', () => {
  it('comparison operators', () => {
    for (const op of ['eq', 'ne', 'gt', 'ge', 'lt', 'le'] as const) {
      assert.deepEqual(parseFilter(`Id ${op} 5`), { kind: 'compare', op, left: path(['Id'], 1), right: num('5') });
    }
  });

  it('and binds tighter than or; parentheses override', () => {
    assert.deepEqual(parseFilter('A eq 1 or B eq 2 and C eq 3'), {
      kind: 'logical',
      op: 'or',
      left: { kind: 'compare', op: 'eq', left: path(['A'], 1), right: num('1') },
      right: {
        kind: 'logical',
        op: 'and',
        left: { kind: 'compare', op: 'eq', left: path(['B'], 11), right: num('2') },
        right: { kind: 'compare', op: 'eq', left: path(['C'], 22), right: num('3') },
      },
    });
    assert.deepEqual(parseFilter('(A eq 1 or B eq 2) and C eq 3'), {
      kind: 'logical',
      op: 'and',
      left: {
        kind: 'logical',
        op: 'or',
        left: { kind: 'compare', op: 'eq', left: path(['A'], 2), right: num('1') },
        right: { kind: 'compare', op: 'eq', left: path(['B'], 12), right: num('2') },
      },
      right: { kind: 'compare', op: 'eq', left: path(['C'], 24), right: num('3') },
    });
  });

  it('not takes a whole comparison', () => {
    assert.deepEqual(parseFilter('not Id eq 1'), {
      kind: 'not',
      operand: { kind: 'compare', op: 'eq', left: path(['Id'], 5), right: num('1') },
    });
    assert.deepEqual(parseFilter('not (OneCikar)'), { kind: 'not', operand: path(['OneCikar'], 6) });
  });

  it('in lists of literals', () => {
    assert.deepEqual(parseFilter('IhaleDurumuId in (212, 213)'), {
      kind: 'in',
      left: path(['IhaleDurumuId'], 1),
      list: [num('212'), num('213')],
    });
    assert.deepEqual(parseFilter("Adi in ('a','b''c', null, true)"), {
      kind: 'in',
      left: path(['Adi'], 1),
      list: [
        str('a'),
        str("b'c"),
        { kind: 'literal', type: 'null', value: null },
        { kind: 'literal', type: 'boolean', value: true },
      ],
    });
  });

  it('string functions, nested calls and case functions', () => {
    assert.deepEqual(parseFilter("contains(tolower(Baslik),'bakır')"), {
      kind: 'call',
      name: 'contains',
      position: 1,
      args: [{ kind: 'call', name: 'tolower', position: 10, args: [path(['Baslik'], 18)] }, str('bakır')],
    });
    for (const name of ['startswith', 'endswith']) {
      assert.deepEqual(parseFilter(`${name}(Baslik,'x')`), {
        kind: 'call',
        name,
        position: 1,
        args: [path(['Baslik'], name.length + 2), str('x')],
      });
    }
    assert.deepEqual(parseFilter("toupper(Adi) eq 'İ'"), {
      kind: 'compare',
      op: 'eq',
      left: { kind: 'call', name: 'toupper', position: 1, args: [path(['Adi'], 9)] },
      right: str('İ'),
    });
  });

  it('date parts and now()', () => {
    for (const name of ['year', 'month', 'day']) {
      const ast = parseFilter(`${name}(YayinTarihi) eq 2026`) as { left: Expr };
      assert.deepEqual(ast.left, { kind: 'call', name, position: 1, args: [path(['YayinTarihi'], name.length + 2)] });
    }
    assert.deepEqual(parseFilter('YayinTarihi le now()'), {
      kind: 'compare',
      op: 'le',
      left: path(['YayinTarihi'], 1),
      right: { kind: 'call', name: 'now', position: 16, args: [] },
    });
  });

  it('literals: numbers, booleans, null, strings with quotes and unicode', () => {
    const right = (f: string) => (parseFilter(f) as { right: Expr }).right;
    assert.deepEqual(right('A eq 1000'), num('1000'));
    assert.deepEqual(right('A eq 1000.50'), num('1000.50'));
    assert.deepEqual(right('A eq -3'), num('-3'));
    assert.deepEqual(right('A eq true'), { kind: 'literal', type: 'boolean', value: true });
    assert.deepEqual(right('A eq false'), { kind: 'literal', type: 'boolean', value: false });
    assert.deepEqual(right('A eq null'), { kind: 'literal', type: 'null', value: null });
    assert.deepEqual(right("A eq 'O''Brien'"), str("O'Brien"));
    assert.deepEqual(right("A eq 'ığüşöç İĞÜŞÖÇ 😀'"), str('ığüşöç İĞÜŞÖÇ 😀'));
    assert.deepEqual(right("A eq ''"), str(''));
  });

  it('date-time literals: Z, offsets, fractions, plain dates (Istanbul midnight)', () => {
    const right = (f: string) => (parseFilter(f) as { right: Expr }).right;
    assert.deepEqual(right('A ge 2026-11-21T10:00:00Z'), {
      kind: 'literal',
      type: 'datetime',
      value: '2026-11-21T10:00:00.000Z',
    });
    assert.deepEqual(right('A ge 2026-11-21T10:00:00+03:00'), {
      kind: 'literal',
      type: 'datetime',
      value: '2026-11-21T07:00:00.000Z',
    });
    assert.deepEqual(right('A ge 2026-11-21T10:00:00-01:30'), {
      kind: 'literal',
      type: 'datetime',
      value: '2026-11-21T11:30:00.000Z',
    });
    assert.deepEqual(right('A ge 2026-11-21T10:00:00.123Z'), {
      kind: 'literal',
      type: 'datetime',
      value: '2026-11-21T10:00:00.123Z',
    });
    assert.deepEqual(right('A ge 2026-11-21T10:00Z'), {
      kind: 'literal',
      type: 'datetime',
      value: '2026-11-21T10:00:00.000Z',
    });
    assert.deepEqual(right('A ge 2026-11-21'), {
      kind: 'literal',
      type: 'datetime',
      value: '2026-11-20T21:00:00.000Z',
      dateOnly: true,
    });
    // An unencoded '+' arrives as a space; it is still read as the offset sign.
    assert.deepEqual(right('A ge 2026-11-21T10:00:00 03:00'), {
      kind: 'literal',
      type: 'datetime',
      value: '2026-11-21T07:00:00.000Z',
    });
  });

  it('navigation paths through to-one relations', () => {
    assert.deepEqual(parseFilter("IhaleDurumu/Adi eq 'x'"), {
      kind: 'compare',
      op: 'eq',
      left: path(['IhaleDurumu', 'Adi'], 1),
      right: str('x'),
    });
  });

  it('any/all lambdas, nested paths inside, nested lambdas, argument-less any()', () => {
    assert.deepEqual(parseFilter('Kalemleri/any(k: k/AcilisFiyati ge 1000)'), {
      kind: 'lambda',
      op: 'any',
      collection: path(['Kalemleri'], 1),
      variable: 'k',
      predicate: { kind: 'compare', op: 'ge', left: path(['AcilisFiyati'], 18, 'k'), right: num('1000') },
    });
    assert.deepEqual(parseFilter("Kalemleri/all(k: k/TeslimatYeri/Adi eq 'İzmir')"), {
      kind: 'lambda',
      op: 'all',
      collection: path(['Kalemleri'], 1),
      variable: 'k',
      predicate: { kind: 'compare', op: 'eq', left: path(['TeslimatYeri', 'Adi'], 18, 'k'), right: str('İzmir') },
    });
    assert.deepEqual(parseFilter('Kalemleri/any()'), { kind: 'lambda', op: 'any', collection: path(['Kalemleri'], 1) });
    const nested = parseFilter('Kalemleri/any(k: k/IhaleKalemDosyalari/any(d: d/KullanimTuruId eq 222))') as {
      predicate: Expr;
    };
    assert.deepEqual(nested.predicate, {
      kind: 'lambda',
      op: 'any',
      collection: path(['IhaleKalemDosyalari'], 18, 'k'),
      variable: 'd',
      predicate: { kind: 'compare', op: 'eq', left: path(['KullanimTuruId'], 47, 'd'), right: num('222') },
    });
    // Without the variable prefix a name inside a lambda refers to the filtered entity ($it).
    const outer = parseFilter("Kalemleri/any(k: Baslik eq 'x')") as { predicate: { left: Expr } };
    assert.deepEqual(outer.predicate.left, path(['Baslik'], 18));
  });

  it('$orderby: several keys, directions, paths', () => {
    assert.deepEqual(parseOrderBy('OneCikar desc, YayinTarihi desc,IhaleDurumu/Adi,GuncelFiyat asc'), [
      { expr: path(['OneCikar'], 1), direction: 'desc' },
      { expr: path(['YayinTarihi'], 16), direction: 'desc' },
      { expr: path(['IhaleDurumu', 'Adi'], 33), direction: 'asc' },
      { expr: path(['GuncelFiyat'], 49), direction: 'asc' },
    ]);
  });
});

describe('parseFilter: hostile and broken input is a 400 naming the problem', () => {
  it('unexpected characters with their position', () => {
    rejects(() => parseFilter('Id eq 5 ; drop'), "Beklenmeyen karakter ';' (konum 9)");
    rejects(() => parseFilter('Baslik eq "x"'), "Beklenmeyen karakter '\"' (konum 11)");
    rejects(() => parseFilter('Başlık eq 1'), "Beklenmeyen karakter 'ş' (konum 3)");
    rejects(() => parseFilter('Id eq 😀'), "Beklenmeyen karakter '😀' (konum 7)");
  });

  it('unbalanced parentheses', () => {
    rejects(() => parseFilter('(Id eq 1'), "')' bekleniyordu");
    rejects(() => parseFilter('Id eq 1)'), "Beklenmeyen ')' (konum 8)");
    rejects(() => parseFilter('Kalemleri/any(k: k/Id eq 1'), "')' bekleniyordu");
  });

  it('nesting depth: 20 levels pass, 21 are refused', () => {
    assert.doesNotThrow(() => parseFilter(`${'('.repeat(20)}Id eq 1${')'.repeat(20)}`));
    rejects(() => parseFilter(`${'('.repeat(21)}Id eq 1${')'.repeat(21)}`), 'en fazla 20 seviye');
    rejects(() => parseFilter(`${'not '.repeat(21)}OneCikar`), 'en fazla 20 seviye');
    rejects(() => parseFilter(`${'tolower('.repeat(21)}Adi${')'.repeat(21)} eq 'a'`), 'en fazla 20 seviye');
  });

  it('a 5 KB string literal is refused by the query-string limit', () => {
    rejects(() => parseQueryString(`$filter=Baslik eq '${'a'.repeat(5000)}'`), 'Sorgu çok uzun.');
  });

  it('unknown functions, wrong arity, misplaced lambdas', () => {
    rejects(() => parseFilter("substringof('a', Baslik)"), 'Bilinmeyen fonksiyon: substringof');
    rejects(() => parseFilter('contains(Baslik)'), 'contains fonksiyonu 2 argüman alır');
    rejects(() => parseFilter('now(1) eq 1'), 'now fonksiyonu 0 argüman alır');
    rejects(() => parseFilter('any(k: k/Id eq 1)'), 'koleksiyon yolundan sonra');
    rejects(() => parseFilter('Kalemleri/all()'), 'all için bir koşul gerekir');
  });

  it('unterminated strings and SQL inside literals stay literals or fail cleanly', () => {
    rejects(() => parseFilter("Baslik eq 'abc"), 'Kapanmamış metin ifadesi (konum 11)');
    rejects(() => parseFilter("Baslik eq ''; drop table ihale; --'"), "Beklenmeyen karakter ';'");
    // Inside a literal it is just text: it reaches SQL only as a bind parameter.
    assert.deepEqual(
      (parseFilter("Baslik eq '''; drop table ihale; --'") as { right: Expr }).right,
      str("'; drop table ihale; --"),
    );
  });

  it('huge in lists', () => {
    const list = Array.from({ length: 501 }, (_, i) => i).join(',');
    rejects(() => parseFilter(`Id in (${list})`), 'en fazla 500 değer');
    rejects(() => parseFilter('Id in ()'), 'yalnızca sabit değerler');
    rejects(() => parseFilter('Id in (Id)'), 'yalnızca sabit değerler');
  });

  it('too many lambdas (each one is a correlated subquery)', () => {
    const term = 'Kalemleri/any(k: k/Id eq 1)';
    assert.doesNotThrow(() => parseFilter(Array(10).fill(term).join(' or ')));
    rejects(() => parseFilter(Array(11).fill(term).join(' or ')), 'en fazla 10 any/all');
  });

  it('too many tokens', () => {
    rejects(() => parseFilter(`${'Id eq 1 or '.repeat(700)}Id eq 1`), 'en fazla 2000 öğe');
  });

  it('lambda variable misuse', () => {
    rejects(() => parseFilter('Kalemleri/any(k: k eq 1)'), 'Lambda değişkeni tek başına kullanılamaz: k');
    rejects(
      () => parseFilter('Kalemleri/any(k: k/Dosyalar/any(k: k/Id eq 1))'),
      'Lambda değişkeni zaten kullanılıyor: k',
    );
    rejects(() => parseFilter('Kalemleri/any(eq: eq/Id eq 1)'), 'Lambda değişkeni olarak kullanılamaz: eq');
    rejects(() => parseFilter('Kalemleri/any(k k/Id eq 1)'), "':' bekleniyordu");
    rejects(() => parseFilter('Kalemleri/any(k: k/any(x: x/Id eq 1))'), 'tek başına koleksiyon olarak kullanılamaz');
  });

  it('dangling operators, bad dates, bad numbers', () => {
    rejects(() => parseFilter('Id eq'), 'Beklenmeyen ifade sonu');
    rejects(() => parseFilter('Id eq 1 and'), 'Beklenmeyen ifade sonu');
    rejects(() => parseFilter('Id eq 1 eq 2'), "Beklenmeyen 'eq'");
    rejects(() => parseFilter('Id eq eq'), "Beklenmeyen 'eq'");
    rejects(() => parseFilter('A ge 2026-02-30'), 'Geçersiz tarih');
    rejects(() => parseFilter('A ge 2026-13-01T00:00:00Z'), 'Geçersiz tarih');
    rejects(() => parseFilter('A ge 2026-11-21T25:00:00Z'), 'Geçersiz saat');
    rejects(() => parseFilter('A eq 12abc'), 'Geçersiz sayı');
    rejects(() => parseFilter(`A eq ${'9'.repeat(41)}`), 'Sayı çok uzun');
  });

  it('a hostile 4 KB filter is refused fast (the parser is linear)', () => {
    // Each one fits the 4 KB limit once encoded, so the parser itself has to refuse it.
    const fill = (head: string, unit: string, tail = '') => {
      let body = '';
      while (encodeURIComponent(head + body + unit + tail).length <= 4088) body += unit;
      return head + body + tail;
    };
    const hostile = [
      fill('', '('),
      fill("Baslik eq '", "''"),
      fill("Baslik eq '", 'x'),
      fill('Id in (', '1,'),
      fill('Baslik in (', "'x',"),
      fill('', 'not '),
      fill('', 'a/'),
      fill('', 'Id eq 1 and '),
      fill('', 'tolower('),
      fill('Id eq 1', ')'),
    ];
    for (const filter of hostile) {
      const query = `$filter=${encodeURIComponent(filter)}`;
      assert.ok(query.length > 4000 && query.length <= 4096, `${query.length}`);
      assert.throws(
        () => parseQueryString(query),
        (err) => err instanceof ODataError && err.message !== 'Sorgu çok uzun.',
      );
      // Best of three after a warm-up: a super-linear parser is slow every time, while a busy
      // shared machine only delays a single run now and then.
      let best = Infinity;
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        assert.throws(() => parseQueryString(query), ODataError);
        best = Math.min(best, performance.now() - t0);
      }
      assert.ok(best < 50, `refusing "${filter.slice(0, 20)}…" took ${best.toFixed(1)} ms`);
    }
  });
});

describe('parseQueryString', () => {
  it('reads every option, percent-decoding and + as space', () => {
    const o = parseQueryString(
      `$filter=${encodeURIComponent("Baslik eq 'a&b=c %'")}&$orderby=Id+desc&$top=10&$skip=20&$count=true&$select=Id,Baslik&$expand=IhaleDurumu&_=123`,
    );
    assert.deepEqual(o.filter, { kind: 'compare', op: 'eq', left: path(['Baslik'], 1), right: str('a&b=c %') });
    assert.deepEqual(o.orderby, [{ expr: path(['Id'], 1), direction: 'desc' }]);
    assert.equal(o.top, 10);
    assert.equal(o.skip, 20);
    assert.equal(o.count, true);
    assert.deepEqual(o.select, ['Id', 'Baslik']);
    assert.deepEqual(o.expand, [{ navigation: 'IhaleDurumu', options: { orderby: [], count: false, expand: [] } }]);
  });

  it('nested $expand with its own options', () => {
    const o = parseQueryString(
      `$expand=${encodeURIComponent("Kalemleri($expand=OlcuBirimi,TeslimatYeri;$filter=contains(Aciklama,'a;b,c)');$orderby=Id desc;$top=5;$select=Id),IhaleDurumu")}`,
    );
    assert.equal(o.expand.length, 2);
    const k = o.expand[0];
    assert.equal(k.navigation, 'Kalemleri');
    assert.deepEqual(
      k.options.expand.map((e) => e.navigation),
      ['OlcuBirimi', 'TeslimatYeri'],
    );
    assert.deepEqual((k.options.filter as { args: Expr[] }).args[1], str('a;b,c)'));
    assert.equal(k.options.top, 5);
    assert.deepEqual(k.options.select, ['Id']);
    assert.equal(o.expand[1].navigation, 'IhaleDurumu');
  });

  it('refuses bad options with a message naming them', () => {
    rejects(() => parseQueryString('$expand=Kalemleri($top=101)'), '$top en fazla 100');
    rejects(() => parseQueryString('$top=-1'), '$top sıfır ya da pozitif');
    rejects(() => parseQueryString('$skip=-1'), '$skip sıfır ya da pozitif');
    rejects(() => parseQueryString('$skip=abc'), '$skip sıfır ya da pozitif');
    rejects(() => parseQueryString('$foo=bakır'), 'Bilinmeyen sorgu seçeneği: $foo');
    rejects(() => parseQueryString('$top=1&$top=2'), 'birden fazla kez');
    rejects(() => parseQueryString('$count=yes'), '$count true ya da false');
    rejects(() => parseQueryString('$filter='), '$filter boş olamaz');
    rejects(() => parseQueryString('$filter=%E0%A4%A'), 'geçersiz URL kodlaması');
    rejects(() => parseQueryString('$filter=%ED%A0%80'), 'geçersiz URL kodlaması');
    rejects(() => parseQueryString("$filter=Baslik eq 'a%00b'"), 'NUL');
    rejects(() => parseQueryString('$select=Id,'), 'boş özellik adı');
    rejects(() => parseQueryString('$expand=Kalemleri($foo=true)'), 'bilinmeyen sorgu seçeneği');
    rejects(() => parseQueryString('$expand=Kalemleri($top=1'), 'kapanmamış parantez');
    rejects(() => parseQueryString('$expand=Kalemleri/OlcuBirimi'), 'A($expand=B)');
    rejects(() => parseQueryString('$expand=Kalemleri,Kalemleri'), 'tekrar eden öğe');
    const deep = `${'A($expand='.repeat(21)}B${')'.repeat(21)}`;
    rejects(() => parseQueryString(`$expand=${encodeURIComponent(deep)}`), 'en fazla 20 seviye');
    rejects(() => parseQueryString('a='.padEnd(4097, 'x')), 'Sorgu çok uzun.');
  });
});
