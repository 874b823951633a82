'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { StaffMemberModel } from '@/lib/api/backoffice/staff-admin';
import { useStaffList } from '@/lib/api/backoffice/staff-admin-queries';
import { useStaffMe } from '@/lib/api/queries/staff-me';
import { AddStaffDialog } from './add-staff-dialog';
import { StaffCard } from './staff-card';
import { StaffConfirmDialog, type StaffConfirmKind } from './staff-confirm-dialog';
import { StaffRolesDialog } from './staff-roles-dialog';
import { SectionHeader, STAFF_HOME_TRAIL } from '@/components/backoffice/layout/section-header';

type Open =
  | { kind: 'add' }
  | { kind: 'roles'; member: StaffMemberModel }
  | { kind: StaffConfirmKind; member: StaffMemberModel }
  | null;

/**
 * /yonetim/personel (docs/architecture.md §8): the staff, their roles, state and second factor,
 * and the Yönetici's changes. The Yönetici sees the full TC kimlik no: they add staff by it and
 * match people with e-Devlet by it; no other role opens this screen.
 */
export function StaffAdminView() {
  const list = useStaffList();
  const me = useStaffMe();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const selfId = me.data?.personelId;

  return (
    <>
      <SectionHeader
        trail={STAFF_HOME_TRAIL}
        title="Personel ve Roller"
        lead="Yeni personel ilk girişinde e-Devlet ile kimliğini doğrular ve doğrulama uygulamasını karekodla kaydeder."
        action={
          <Button variant="contained" onClick={() => setOpen({ kind: 'add' })}>
            Personel Ekle
          </Button>
        }
      />

      {list.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Personel listesi yükleniyor" />
        </Box>
      )}
      {list.isError && <Alert severity="error">Personel listesi yüklenemedi. Lütfen sayfayı yenileyiniz.</Alert>}
      {list.data && (
        <Stack component="ul" spacing={1.5} aria-label="Personel listesi" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.data.map((m) => (
            <StaffCard
              key={m.id}
              member={m}
              self={m.id === selfId}
              onRoles={() => setOpen({ kind: 'roles', member: m })}
              onStatus={() => setOpen({ kind: m.aktif ? 'deactivate' : 'activate', member: m })}
              onReset={() => setOpen({ kind: 'reset', member: m })}
            />
          ))}
        </Stack>
      )}

      {open?.kind === 'add' && <AddStaffDialog onClose={close} />}
      {open?.kind === 'roles' && (
        <StaffRolesDialog member={open.member} self={open.member.id === selfId} onClose={close} />
      )}
      {open && open.kind !== 'add' && open.kind !== 'roles' && (
        <StaffConfirmDialog kind={open.kind} member={open.member} onClose={close} />
      )}
    </>
  );
}
