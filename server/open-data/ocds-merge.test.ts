import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { compileReleases, type Json, type JsonObject, withRemovals } from './ocds-merge';

type R = JsonObject & { ocid: string; id: string; date: string };
const release = (n: number, fields: JsonObject): R => ({
  ocid: 'ocds-x-1',
  id: `ocds-x-1-${n}`,
  date: new Date(Date.UTC(2026, 0, n)).toISOString(),
  tag: ['tender'],
  ...fields,
});
/** A compiled release without its own metadata: what the merge itself produced. */
const body = (compiled: ReturnType<typeof compileReleases>) => {
  const { ocid: _o, id: _i, date: _d, tag: _t, ...rest } = compiled;
  return rest;
};

/** The OCDS 1.1 merge rules (standard.open-contracting.org/1.1/en/schema/merging/), case by case. */
describe('OCDS merge (compiled release)', () => {
  const table: [string, JsonObject[], JsonObject][] = [
    ['a later literal replaces an earlier one', [{ a: 1 }, { a: 2 }], { a: 2 }],
    ['a field left out keeps its value', [{ a: 1, b: 1 }, { b: 2 }], { a: 1, b: 2 }],
    ['null removes a field', [{ a: 1, b: 1 }, { a: null }], { b: 1 }],
    ['objects merge field by field', [{ t: { x: 1, y: 1 } }, { t: { y: 2, z: 3 } }], { t: { x: 1, y: 2, z: 3 } }],
    ['null inside an object removes that field only', [{ t: { x: 1, y: 1 } }, { t: { x: null } }], { t: { y: 1 } }],
    ['arrays of literals are replaced', [{ roles: ['a', 'b'] }, { roles: ['c'] }], { roles: ['c'] }],
    ['an empty array of literals replaces too', [{ roles: ['a'] }, { roles: [] }], { roles: [] }],
    [
      'arrays of objects merge by id, new ids appended in order',
      [
        { awards: [{ id: '1', s: 'active', v: 1 }] },
        {
          awards: [
            { id: '2', s: 'pending' },
            { id: '1', s: 'cancelled' },
          ],
        },
      ],
      {
        awards: [
          { id: '1', s: 'cancelled', v: 1 },
          { id: '2', s: 'pending' },
        ],
      },
    ],
    [
      // So published-releases.ts relies on the portal's id-merged arrays only growing.
      'an object left out of an id-merged array stays: OCDS 1.1 cannot remove it',
      [{ awards: [{ id: '1' }, { id: '2' }] }, { awards: [{ id: '2' }] }],
      { awards: [{ id: '1' }, { id: '2' }] },
    ],
    [
      'an empty array of objects changes nothing',
      [{ awards: [{ id: '1' }] }, { awards: [] }],
      { awards: [{ id: '1' }] },
    ],
    [
      'a whole-list array (tender.auctions: items without id) is replaced',
      [{ tender: { auctions: [{ url: 'a' }, { url: 'b' }] } }, { tender: { auctions: [{ url: 'c' }] } }],
      { tender: { auctions: [{ url: 'c' }] } },
    ],
    [
      'nested id arrays merge by id too (awards.suppliers)',
      [
        { awards: [{ id: '1', suppliers: [{ id: 'p', name: 'A' }] }] },
        { awards: [{ id: '1', suppliers: [{ id: 'q', name: 'B' }] }] },
      ],
      {
        awards: [
          {
            id: '1',
            suppliers: [
              { id: 'p', name: 'A' },
              { id: 'q', name: 'B' },
            ],
          },
        ],
      },
    ],
    [
      'nulls in a newly added object are dropped',
      [{}, { awards: [{ id: '1', d: null, s: 'x' }] }],
      { awards: [{ id: '1', s: 'x' }] },
    ],
  ];
  for (const [name, fields, expected] of table) {
    it(name, () => {
      assert.deepEqual(body(compileReleases(fields.map((f, i) => release(i + 1, f)))), expected);
    });
  }

  it('the releases own id, date and tag are discarded; the compiled release has its own', () => {
    const compiled = compileReleases([release(1, { a: 1 }), release(2, { tag: ['award'], b: 2 })]);
    assert.deepEqual(compiled, {
      ocid: 'ocds-x-1',
      id: 'ocds-x-1-2026-01-02T00:00:00.000Z',
      date: '2026-01-02T00:00:00.000Z',
      tag: ['compiled'],
      a: 1,
      b: 2,
    });
  });

  it('the inputs are not changed', () => {
    const inputs = [
      release(1, { t: { x: 1 }, awards: [{ id: '1', s: 'a' }] }),
      release(2, { t: { x: null }, awards: [{ id: '1', s: 'b' }] }),
    ];
    const copy = structuredClone(inputs);
    compileReleases(inputs);
    assert.deepEqual(inputs, copy);
  });

  it('withRemovals: a field that went away becomes null, so the merge removes it', () => {
    const compiled = {
      tender: { status: 'active', statusDetails: 'x' },
      awards: [{ id: '1', description: 'd', s: 'a' }],
    };
    const next = {
      tender: { status: 'complete' },
      awards: [
        { id: '1', s: 'b' },
        { id: '2', s: 'c' },
      ],
    };
    assert.deepEqual(withRemovals(compiled, next), {
      tender: { status: 'complete', statusDetails: null },
      awards: [
        { id: '1', s: 'b', description: null },
        { id: '2', s: 'c' },
      ],
    });
  });

  // Property: whatever whole states a tender goes through, publishing each as a release over what the
  // earlier ones compile to (as published-releases.ts does) compiles to the latest state exactly, as
  // long as no object leaves an id-merged array (the awards here keep their ids, as the portal's do).
  const literal = fc.oneof(fc.integer({ min: 0, max: 3 }), fc.constantFrom('a', 'b'), fc.boolean());
  const small = fc.record({ x: literal, y: literal }, { requiredKeys: [], noNullPrototype: true });
  const withId = (id: string) =>
    fc.record({ id: fc.constant(id), s: literal, d: small }, { requiredKeys: ['id'], noNullPrototype: true });
  const state = fc.record(
    {
      a: literal,
      t: fc.record(
        { s: literal, d: literal, o: small, auctions: fc.array(small, { maxLength: 2 }) },
        { requiredKeys: [], noNullPrototype: true },
      ),
      roles: fc.array(fc.constantFrom('x', 'y'), { maxLength: 2 }),
      awards: fc.tuple(withId('1'), withId('2')).map((a) => a as Json[]),
    },
    { requiredKeys: ['awards'], noNullPrototype: true },
  );
  it('property: each state published over the compiled earlier ones compiles to that state', () => {
    fc.assert(
      fc.property(fc.array(state, { minLength: 1, maxLength: 5 }), (states) => {
        const published: R[] = [];
        for (const [i, s] of states.entries()) {
          // `t.auctions` stands for tender.auctions here: the whole-list path is `tender.auctions`.
          const { t, ...rest } = s as JsonObject;
          const whole = (t === undefined ? rest : { ...rest, tender: t }) as JsonObject;
          const over = published.length ? withRemovals(body(compileReleases(published)) as JsonObject, whole) : whole;
          published.push(release(i + 1, over));
          assert.deepEqual(body(compileReleases(published)), whole);
        }
      }),
      { numRuns: 300 },
    );
  });
});
