'use client';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useStaffList } from '@/lib/api/backoffice/staff-admin-queries';
import { AUDIT_ACTIONS } from '@/lib/contract/staff';
import { AUDIT_FILTER_MESSAGES as M, type AuditFilterForm, EMPTY_AUDIT_FILTER } from '@/lib/rules/staff-audit-filter';

const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS).sort((a, b) => a[1].localeCompare(b[1], 'tr'));

/** The audit trail's filters; applied with "Filtrele", so typing does not query on every key. */
export function AuditFilters({ value, onApply }: { value: AuditFilterForm; onApply(next: AuditFilterForm): void }) {
  const staff = useStaffList();
  const [draft, setDraft] = useState<AuditFilterForm>(value);
  const [dateError, setDateError] = useState<string | null>(null);
  const set = (k: keyof AuditFilterForm) => (e: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [k]: e.target.value }));
    setDateError(null);
  };
  const apply = () => {
    if (draft.baslangic && draft.bitis && draft.bitis < draft.baslangic) return setDateError(M.dateOrder);
    onApply(draft);
  };
  const dateSlot = { inputLabel: { shrink: true } };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Denetim kaydı filtreleri"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        apply();
      }}
      sx={{ mb: 2 }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <TextField
            select
            fullWidth
            size="small"
            label="Personel"
            value={draft.personelId}
            onChange={set('personelId')}
          >
            <MenuItem value="">Tümü</MenuItem>
            {(staff.data ?? []).map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.adiSoyadi}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <TextField select fullWidth size="small" label="İşlem" value={draft.islem} onChange={set('islem')}>
            <MenuItem value="">Tümü</MenuItem>
            {ACTION_OPTIONS.map(([key, label]) => (
              <MenuItem key={key} value={key}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 6, lg: 2 }}>
          <TextField
            fullWidth
            size="small"
            label="Hedef türü"
            placeholder="ör. ihale"
            value={draft.hedefTuru}
            onChange={set('hedefTuru')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Grid>
        <Grid size={{ xs: 6, lg: 2 }}>
          <TextField
            fullWidth
            size="small"
            label="Hedef no"
            value={draft.hedefId}
            onChange={set('hedefId')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3, lg: 2 }}>
          <TextField
            fullWidth
            size="small"
            type="date"
            label="Başlangıç"
            value={draft.baslangic}
            onChange={set('baslangic')}
            slotProps={dateSlot}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3, lg: 2 }}>
          <TextField
            fullWidth
            size="small"
            type="date"
            label="Bitiş"
            value={draft.bitis}
            onChange={set('bitis')}
            error={Boolean(dateError)}
            helperText={dateError ?? undefined}
            slotProps={dateSlot}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 8 }}>
          <Stack direction="row" spacing={1} sx={{ height: '100%', alignItems: 'center' }}>
            <Button type="submit" variant="contained">
              Filtrele
            </Button>
            <Button
              onClick={() => {
                setDraft(EMPTY_AUDIT_FILTER);
                setDateError(null);
                onApply(EMPTY_AUDIT_FILTER);
              }}
            >
              Temizle
            </Button>
          </Stack>
        </Grid>
      </Grid>
    </Box>
  );
}
