'use client';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { DialogFrame } from '@/components/ui/dialog-frame';
import type { StaffMemberModel } from '@/lib/api/backoffice/staff-admin';
import { useResetStaffTotp, useSetStaffActive } from '@/lib/api/backoffice/staff-admin-queries';

export type StaffConfirmKind = 'deactivate' | 'activate' | 'reset';

const TEXT: Record<StaffConfirmKind, { title: string; body: string; action: string }> = {
  deactivate: {
    title: 'Personeli devre dışı bırak',
    body: 'Personelin açık oturumları hemen sonlanır ve yeniden etkinleştirilene kadar giriş yapamaz.',
    action: 'Devre Dışı Bırak',
  },
  activate: {
    title: 'Personeli etkinleştir',
    body: 'Personel yeniden e-Devlet ve doğrulama uygulamasıyla giriş yapabilir.',
    action: 'Etkinleştir',
  },
  reset: {
    title: 'Doğrulama uygulamasını sıfırla',
    body: 'Kayıtlı doğrulama uygulaması ve kurtarma kodları geçersiz olur, açık oturumları sonlanır. Personel bir sonraki girişinde karekodu yeniden okutur.',
    action: 'Sıfırla',
  },
};

/** Asks before a change that ends the member's sessions (deactivate, second-factor reset) or undoes one. */
export function StaffConfirmDialog({
  kind,
  member,
  onClose,
}: {
  kind: StaffConfirmKind;
  member: StaffMemberModel;
  onClose(): void;
}) {
  const status = useSetStaffActive();
  const reset = useResetStaffTotp();
  const busy = status.isPending || reset.isPending;
  const t = TEXT[kind];
  const confirm = () => {
    if (kind === 'reset') reset.mutate(member.id, { onSuccess: onClose });
    else status.mutate({ id: member.id, aktif: kind === 'activate' }, { onSuccess: onClose });
  };
  return (
    <DialogFrame
      open
      onClose={() => !busy && onClose()}
      title={`${t.title}: ${member.adiSoyadi}`}
      describedBy="personel-onay-metin"
      maxWidth="xs"
    >
      <DialogContent>
        <DialogContentText id="personel-onay-metin">{t.body}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Vazgeç
        </Button>
        <Button
          variant="contained"
          color={kind === 'deactivate' ? 'error' : 'primary'}
          onClick={confirm}
          disabled={busy}
        >
          {t.action}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
