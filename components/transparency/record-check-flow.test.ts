import { initialRecordCheckState, recordCheckReducer } from './record-check-flow';

const record = { treeSize: 1, root: 'x', origin: 'o', keyName: 'k', rows: [], uncovered: 0 };

describe('record check flow', () => {
  it('ignores an answer of an earlier check that arrives after Yeniden doğrula', () => {
    const failed = recordCheckReducer(initialRecordCheckState, {
      type: 'failed',
      seq: 1,
      serverKey: 'a',
      usedKey: 'a',
      message: 'imza geçersiz',
    });
    const again = recordCheckReducer(failed, { type: 'retry' });
    expect(again).toMatchObject({ phase: 'loading', seq: 2, message: null });
    const late = recordCheckReducer(again, { type: 'verified', seq: 1, serverKey: 'a', usedKey: 'a', record });
    expect(late).toBe(again);
    const current = recordCheckReducer(again, { type: 'verified', seq: 2, serverKey: 'a', usedKey: 'a', record });
    expect(current).toMatchObject({ phase: 'verified', record });
  });

  it('does not start a second check while one runs, and keeps a pinned key across retries', () => {
    expect(recordCheckReducer(initialRecordCheckState, { type: 'retry' })).toBe(initialRecordCheckState);
    const done = recordCheckReducer(initialRecordCheckState, { type: 'network-failed', seq: 1, message: 'x' });
    const pinned = recordCheckReducer(done, { type: 'pin', key: '  mine  ' });
    expect(pinned).toMatchObject({ phase: 'loading', pinnedKey: 'mine' });
    const settled = recordCheckReducer(pinned, { type: 'network-failed', seq: pinned.seq, message: 'x' });
    expect(recordCheckReducer(settled, { type: 'retry' }).pinnedKey).toBe('mine');
    expect(recordCheckReducer(settled, { type: 'pin', key: '   ' })).toBe(settled);
    expect(recordCheckReducer(settled, { type: 'unpin' })).toMatchObject({ phase: 'loading', pinnedKey: null });
  });
});
