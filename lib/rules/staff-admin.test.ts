import { STAFF_ADMIN_MESSAGES as M, staffCreateSchema, staffRolesSchema } from './staff-admin';

describe('staff admin inputs', () => {
  it('checks the TC kimlik no, the name and the roles, and orders the roles', () => {
    expect(
      staffCreateSchema.parse({ kimlikNo: '10000000528', adiSoyadi: ' Fatma Şahin ', roller: ['destek', 'yonetici'] }),
    ).toEqual({
      kimlikNo: '10000000528',
      adiSoyadi: 'Fatma Şahin',
      roller: ['yonetici', 'destek'],
    });
    const bad = staffCreateSchema.safeParse({ kimlikNo: '10000000527', adiSoyadi: '', roller: [] });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      'Geçerli bir T.C. kimlik numarası giriniz.',
      M.nameRequired,
      M.rolesRequired,
    ]);
  });

  it('refuses an unknown role and unknown fields', () => {
    expect(staffRolesSchema.safeParse({ roller: ['admin'] }).success).toBe(false);
    expect(staffRolesSchema.safeParse({ roller: ['mali'], fazla: 1 }).success).toBe(false);
  });
});
