'use client';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useZodForm } from '@/components/common/use-zod-form';
import { DialogFrame } from '@/components/ui/dialog-frame';
import type { StaffMemberModel } from '@/lib/api/backoffice/staff-admin';
import { useSetStaffRoles } from '@/lib/api/backoffice/staff-admin-queries';
import { staffRolesSchema } from '@/lib/rules/staff-admin';
import { RoleField } from './role-checkboxes';

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
  const form = useZodForm(staffRolesSchema, { defaultValues: { roller: member.roller } });
  const close = () => {
    if (!save.isPending) onClose();
  };
  return (
    <DialogFrame open onClose={close} maxWidth="xs" title={`Rolleri Düzenle: ${member.adiSoyadi}`}>
      <Stack
        component="form"
        noValidate
        onSubmit={form.handleSubmit((v) => save.mutate({ id: member.id, roller: v.roller }, { onSuccess: onClose }))}
      >
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <RoleField
              form={form}
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
    </DialogFrame>
  );
}
