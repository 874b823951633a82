'use client';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RuleTextField } from '@/components/common/rule-text-field';
import { useZodForm } from '@/components/common/use-zod-form';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { useAddStaff } from '@/lib/api/backoffice/staff-admin-queries';
import { STAFF_NAME_MAX, staffCreateSchema } from '@/lib/rules/staff-admin';
import { RoleField } from './role-checkboxes';

/** 'Personel Ekle': TC kimlik no (checksum), name and roles; the TOTP is enrolled at the first sign-in. */
export function AddStaffDialog({ onClose }: { onClose(): void }) {
  const add = useAddStaff();
  const form = useZodForm(staffCreateSchema, { defaultValues: { kimlikNo: '', adiSoyadi: '', roller: [] } });
  const close = () => {
    if (!add.isPending) onClose();
  };
  return (
    <DialogFrame open onClose={close} title="Personel Ekle">
      <Stack component="form" noValidate onSubmit={form.handleSubmit((v) => add.mutate(v, { onSuccess: onClose }))}>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              Personel ilk girişinde e-Devlet ile kimliğini doğrulayacak ve doğrulama uygulamasını karekodla
              kaydedecektir.
            </Typography>
            <RuleTextField
              form={form}
              name="kimlikNo"
              keep={(typed) => typed.replace(/\D/g, '')}
              hint="11 haneli T.C. kimlik numarası"
              label="T.C. Kimlik No"
              required
              autoFocus
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11, autoComplete: 'off' } }}
            />
            <RuleTextField
              form={form}
              name="adiSoyadi"
              label="Ad Soyad"
              required
              slotProps={{ htmlInput: { maxLength: STAFF_NAME_MAX, autoComplete: 'off' } }}
            />
            <RoleField form={form} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={add.isPending}>
            Vazgeç
          </Button>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            {add.isPending ? 'Kaydediliyor...' : 'Kaydet'}
          </Button>
        </DialogActions>
      </Stack>
    </DialogFrame>
  );
}
