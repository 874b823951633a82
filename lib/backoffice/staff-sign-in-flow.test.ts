import type { StaffChallenge } from '../contract/staff';
import { initialStaffSignInState, type StaffSignInState, staffSignInReducer as r } from './staff-sign-in-flow';
import { STAFF_SIGN_IN_MESSAGES } from '../rules/staff-sign-in';

const enrolled: StaffChallenge = { challenge: 'c', adiSoyadi: 'Burak Koç', kayit: null };
const enrolling: StaffChallenge = {
  ...enrolled,
  kayit: { gizliAnahtar: 'S', uri: 'otpauth://totp/x', qrDataUrl: 'data:' },
};

const run = (events: Parameters<typeof r>[1][], from: StaffSignInState = initialStaffSignInState()) =>
  events.reduce(r, from);

describe('staff sign-in flow', () => {
  it('goes from the e-Devlet code through the second factor to done', () => {
    const s = run([
      { type: 'code-found', code: 'abc' },
      { type: 'exchanged', challenge: enrolled },
      { type: 'submit', input: '123456' },
      { type: 'verified', recoveryCodes: null },
    ]);
    expect(s).toEqual({ step: 'done' });
  });

  it('shows recovery codes once after enrolment, until they are saved', () => {
    const s = run([
      { type: 'code-found', code: 'abc' },
      { type: 'exchanged', challenge: enrolling },
      { type: 'submit', input: '123456' },
      { type: 'verified', recoveryCodes: ['aaaa-bbbb'] },
    ]);
    expect(s).toEqual({ step: 'recovery-codes', codes: ['aaaa-bbbb'] });
    expect(r(s, { type: 'codes-saved' })).toEqual({ step: 'done' });
  });

  it('a wrong code returns to the form with the message; an expired challenge ends the attempt', () => {
    const verifying = run([
      { type: 'code-found', code: 'abc' },
      { type: 'exchanged', challenge: enrolled },
      { type: 'submit', input: '000000' },
    ]);
    expect(
      r(verifying, { type: 'verify-failed', message: STAFF_SIGN_IN_MESSAGES.wrongCode, fatal: false }),
    ).toMatchObject({
      step: 'second-factor',
      error: STAFF_SIGN_IN_MESSAGES.wrongCode,
    });
    expect(r(verifying, { type: 'verify-failed', message: 'süre', fatal: true })).toEqual({
      step: 'failed',
      message: 'süre',
    });
  });

  it('offers recovery codes only to an enrolled staff member, and ignores events out of step', () => {
    const form = run([
      { type: 'code-found', code: 'abc' },
      { type: 'exchanged', challenge: enrolled },
    ]);
    expect(r(form, { type: 'toggle-mode' })).toMatchObject({ mode: 'recovery' });
    const enrolForm = run([
      { type: 'code-found', code: 'abc' },
      { type: 'exchanged', challenge: enrolling },
    ]);
    expect(r(enrolForm, { type: 'toggle-mode' })).toBe(enrolForm);
    expect(r(form, { type: 'verified', recoveryCodes: null })).toBe(form);
    expect(r(initialStaffSignInState(), { type: 'submit', input: '1' })).toEqual(initialStaffSignInState());
  });
});
