import type { StaffChallenge, StaffMe, StaffSignInResult } from '../../contract/staff';
import { staffRequest } from './staff-http';

/** Staff sign-in and session calls (server/auth/staff/session-routes.ts). */
export const startStaffSignIn = (kod: string) =>
  staffRequest<StaffChallenge>('/yonetim/oturum/kod', { method: 'POST', body: { kod } });

export const verifyStaffSecondFactor = (body: { challenge: string; kod?: string; kurtarmaKodu?: string }) =>
  staffRequest<StaffSignInResult>('/yonetim/oturum/dogrula', { method: 'POST', body });

export const fetchStaffMe = () => staffRequest<StaffMe>('/yonetim/ben');

export const signOutStaff = () => staffRequest<void>('/yonetim/oturum/cikis', { method: 'POST', body: {} });
