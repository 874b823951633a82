'use client';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffMemberModel } from '@/lib/api/backoffice/staff-admin';
import { useSetStaffRoles } from '@/lib/api/backoffice/staff-admin-queries';
import type { StaffRole } from '@/lib/contract/staff';
import { staffRolesSchema } from '@/lib/rules/staff-admin';
import { RoleCheckboxes } from './role-checkboxes';

/** 'Rolleri Düzenle': the member's roles; saving ends their sessions (they sign in again), except one's own. */
export function StaffRolesDialog({
  member,
  self,
  onClose,
}: {
  member: StaffMemberModel;
  self: boolean;
  onClose(): void;
}) {
  const save = useSetStaffRoles();
  const [roller, setRoller] = useState<StaffRole[]>(member.roller);
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    const parsed = staffRolesSchema.safeParse({ roller });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    save.mutate({ id: member.id, roller: parsed.data.roller }, { onSuccess: onClose });
  };
  const close = () => {
    if (!save.isPending) onClose();
  };
  return (
    <Dialog open onClose={close} fullWidth maxWidth="xs" aria-labelledby="roller-baslik">
      <DialogTitle id="roller-baslik" sx={{ fontWeight: 700 }}>
        Rolleri Düzenle: {member.adiSoyadi}
      </DialogTitle>
      <Stack
        component="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <RoleCheckboxes
              value={roller}
              onChange={(next) => {
                setRoller(next);
                setError(undefined);
              }}
              error={error}
              locked={self ? ['yonetici'] : []}
              lockedHint={self ? 'Kendi Yönetici rolünüzü kaldıramazsınız.' : undefined}
            />
            {!self && (
              <Typography variant="body2" color="text.secondary">
                Kaydettiğinizde personelin açık oturumları sonlanır; yeni rolleriyle yeniden giriş yapar.
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={save.isPending}>
            Vazgeç
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Kaydediliyor...' : 'Kaydet'}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
