import { TENDER_STATUS as S } from '../contract/lookups';
import {
  aliasesRevealed,
  canCancel,
  canDecide,
  canWithdraw,
  confirmWinnerSchema,
  LIFECYCLE_MESSAGES as M,
  reasonSchema,
} from './tender-lifecycle';
import { statusNoticeKind } from './tender-status-notice';

const t = (durumId: number, yayindanKaldir = false) => ({ durumId, yayindanKaldir });

describe('tender lifecycle rules', () => {
  it('withdraws only published tenders whose bidding has not ended', () => {
    expect([S.baslamadi, S.devam].map((d) => canWithdraw(t(d)))).toEqual([true, true]);
    for (const d of [S.taslak, S.degerlendiriliyor, S.kazananBelirli, S.kazananBelirsiz, S.iptal])
      expect(canWithdraw(t(d))).toBe(false);
    expect(canWithdraw(t(S.devam, true))).toBe(false);
  });
  it('cancels at 212, 213 and during evaluation, never after a result or a withdrawal', () => {
    for (const d of [S.baslamadi, S.devam, S.degerlendiriliyor]) expect(canCancel(t(d))).toBe(true);
    for (const d of [S.taslak, S.kazananBelirli, S.kazananBelirsiz, S.iptal]) expect(canCancel(t(d))).toBe(false);
    expect(canCancel(t(S.devam, true))).toBe(false);
  });
  it('decides only a tender waiting at 214', () => {
    expect(canDecide(t(S.degerlendiriliyor))).toBe(true);
    expect(canDecide(t(S.degerlendiriliyor, true))).toBe(false);
    expect(canDecide(t(S.devam))).toBe(false);
    expect(canDecide(t(S.kazananBelirli))).toBe(false);
  });
  it('reveals accounts behind aliases only once bidding has ended (214–216), never for a withdrawn or cancelled tender', () => {
    expect([S.degerlendiriliyor, S.kazananBelirli, S.kazananBelirsiz].every((d) => aliasesRevealed(t(d)))).toBe(true);
    for (const d of [S.taslak, S.baslamadi, S.devam, S.iptal]) expect(aliasesRevealed(t(d))).toBe(false);
    expect(aliasesRevealed(t(S.kazananBelirli, true))).toBe(false);
  });
  it('requires a reason of 10 to 1000 characters, trimmed', () => {
    expect(reasonSchema.safeParse({ neden: '  Şartname hatalı bulundu.  ' })).toEqual({
      success: true,
      data: { neden: 'Şartname hatalı bulundu.' },
    });
    const short = reasonSchema.safeParse({ neden: '   kısa  ' });
    expect(short.success ? null : short.error.issues[0].message).toBe(M.reasonShort);
    const empty = reasonSchema.safeParse({ neden: '   ' });
    expect(empty.success ? null : empty.error.issues[0].message).toBe(M.reasonRequired);
    expect(reasonSchema.safeParse({ neden: 'x'.repeat(1001) }).success).toBe(false);
    expect(reasonSchema.safeParse({ neden: 12 }).success).toBe(false);
  });
  it('confirms a winner by a positive bid id', () => {
    expect(confirmWinnerSchema.safeParse({ teklifId: 7 }).success).toBe(true);
    for (const teklifId of [0, -1, 1.5, '7', null])
      expect(confirmWinnerSchema.safeParse({ teklifId }).success).toBe(false);
  });
  it('tells the bidder what happened from the notice’s status (a withdrawal keeps the running status)', () => {
    expect(statusNoticeKind(S.iptal)).toBe('cancelled');
    expect(statusNoticeKind(S.kazananBelirli)).toBe('won');
    expect(statusNoticeKind(S.kazananBelirsiz)).toBe('noWinner');
    expect(statusNoticeKind(S.devam)).toBe('withdrawn');
  });
});
