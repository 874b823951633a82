'use client';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StaffMemberModel } from '@/lib/api/backoffice/staff-admin';

interface Props {
  member: StaffMemberModel;
  /** The signed-in Yönetici's own record: no deactivation or reset of themselves. */
  self: boolean;
  onRoles(): void;
  onStatus(): void;
  onReset(): void;
}

/** One staff member on /yonetim/personel: who, roles, state, second factor, last sign-in, and the changes. */
export function StaffCard({ member: m, self, onRoles, onStatus, onReset }: Props) {
  const headingId = `personel-${m.id}`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {m.adiSoyadi}
            {self && (
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                (siz)
              </Typography>
            )}
          </Typography>
          <Typography variant="body2">
            T.C. Kimlik No: <strong>{m.kimlikNo}</strong>
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {m.rolAdlari.map((r) => (
              <Chip key={r} label={r} size="small" color="primary" variant="outlined" />
            ))}
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Chip size="small" label={m.aktif ? 'Etkin' : 'Devre dışı'} color={m.aktif ? 'success' : 'default'} />
            <Chip
              size="small"
              variant="outlined"
              label={m.totpKayitli ? 'Doğrulama uygulaması kayıtlı' : 'Doğrulama uygulaması kayıtlı değil'}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Son giriş: {m.sonGiris}
          </Typography>
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row', md: 'column' }}
          spacing={1}
          sx={{ alignItems: { xs: 'stretch', md: 'flex-end' }, flexShrink: 0 }}
        >
          <Button variant="outlined" size="small" onClick={onRoles} aria-describedby={headingId}>
            Rolleri Düzenle
          </Button>
          {!self && (
            <Button
              variant="outlined"
              size="small"
              color={m.aktif ? 'error' : 'primary'}
              onClick={onStatus}
              aria-describedby={headingId}
            >
              {m.aktif ? 'Devre Dışı Bırak' : 'Etkinleştir'}
            </Button>
          )}
          {!self && m.totpKayitli && (
            <Button variant="outlined" size="small" onClick={onReset} aria-describedby={headingId}>
              Doğrulamayı Sıfırla
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
