import { safeStaffReturnPath, staffGuardRedirect } from './staff-route-guard';

describe('staffGuardRedirect', () => {
  it('sends a browser without the staff cookie to the sign-in, with the page to return to', () => {
    expect(staffGuardRedirect('/yonetim/ihaleler', undefined, '?durum=213')).toBe(
      '/yonetim/giris?donus=%2Fyonetim%2Fihaleler%3Fdurum%3D213',
    );
    expect(staffGuardRedirect('/yonetim', undefined)).toBe('/yonetim/giris?donus=%2Fyonetim');
  });
  it('lets the sign-in page through, and any page with the cookie', () => {
    expect(staffGuardRedirect('/yonetim/giris', undefined)).toBeNull();
    expect(staffGuardRedirect('/yonetim/denetim', 'token')).toBeNull();
  });
});

describe('safeStaffReturnPath', () => {
  it('keeps back-office pages and refuses everything else', () => {
    expect(safeStaffReturnPath('/yonetim/ihaleler?sayfa=2')).toBe('/yonetim/ihaleler?sayfa=2');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/hesabim',
      '/yonetim/../hesabim',
      '/yonetim/giris',
      null,
      '',
    ]) {
      expect(safeStaffReturnPath(bad)).toBe('/yonetim');
    }
  });
});
