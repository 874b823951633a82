'use client';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useAddStaff } from '@/lib/api/backoffice/staff-admin-queries';
import type { StaffRole } from '@/lib/contract/staff';
import { STAFF_NAME_MAX, staffCreateSchema } from '@/lib/rules/staff-admin';
import { RoleCheckboxes } from './role-checkboxes';

interface Form {
  kimlikNo: string;
  adiSoyadi: string;
  roller: StaffRole[];
}

/** 'Personel Ekle': TC kimlik no (checksum), name and roles; the TOTP is enrolled at the first sign-in. */
export function AddStaffDialog({ onClose }: { onClose(): void }) {
  const add = useAddStaff();
  const { control, register, handleSubmit, formState } = useForm<Form>({
    resolver: zodResolver(staffCreateSchema),
    defaultValues: { kimlikNo: '', adiSoyadi: '', roller: [] },
  });
  const close = () => {
    if (!add.isPending) onClose();
  };
  const e = formState.errors;
  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby="personel-ekle-baslik">
      <DialogTitle id="personel-ekle-baslik" sx={{ fontWeight: 700 }}>
        Personel Ekle
      </DialogTitle>
      <Stack component="form" noValidate onSubmit={handleSubmit((v) => add.mutate(v, { onSuccess: onClose }))}>
        <DialogContent sx={{ pt: 0 }}>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              Personel ilk girişinde e-Devlet ile kimliğini doğrulayacak ve doğrulama uygulamasını karekodla
              kaydedecektir.
            </Typography>
            <TextField
              {...register('kimlikNo', { setValueAs: (v: string) => v.replace(/\D/g, '') })}
              label="T.C. Kimlik No"
              required
              autoFocus
              error={Boolean(e.kimlikNo)}
              helperText={e.kimlikNo?.message ?? '11 haneli T.C. kimlik numarası'}
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 11, autoComplete: 'off' } }}
            />
            <TextField
              {...register('adiSoyadi')}
              label="Ad Soyad"
              required
              error={Boolean(e.adiSoyadi)}
              helperText={e.adiSoyadi?.message}
              slotProps={{ htmlInput: { maxLength: STAFF_NAME_MAX, autoComplete: 'off' } }}
            />
            <Controller
              control={control}
              name="roller"
              render={({ field }) => (
                <RoleCheckboxes value={field.value} onChange={field.onChange} error={e.roller?.message} />
              )}
            />
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
    </Dialog>
  );
}
