'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { RuleTextField } from '@/components/common/rule-text-field';
import { useZodForm } from '@/components/common/use-zod-form';
import { useStaffList } from '@/lib/api/backoffice/staff-admin-queries';
import { AUDIT_TARGET_KINDS } from '@/lib/contract/audit-targets';
import { AUDIT_ACTIONS } from '@/lib/contract/staff';
import { type AuditFilterForm, auditFilterSchema, EMPTY_AUDIT_FILTER } from '@/lib/rules/staff-audit-filter';

const byLabel = (a: [string, string], b: [string, string]) => a[1].localeCompare(b[1], 'tr');
const ACTION_OPTIONS = Object.entries(AUDIT_ACTIONS).sort(byLabel);
/** The kinds the trail's rows name, the same list the API checks the filter against. */
const TARGET_OPTIONS = Object.entries(AUDIT_TARGET_KINDS).sort(byLabel);

/** The audit trail's filters; applied with "Filtrele", so typing does not query on every key. */
export function AuditFilters({ value, onApply }: { value: AuditFilterForm; onApply(next: AuditFilterForm): void }) {
  const staff = useStaffList();
  const form = useZodForm(auditFilterSchema, { defaultValues: value });
  // The filters are the query the API checks (the form has no page cursor: a new filter starts at the
  // top); the screen keeps them as typed, every field a string from `value`, and the check only guards them.
  const apply = form.handleSubmit(() => onApply(form.getValues() as AuditFilterForm));
  const dateSlot = { inputLabel: { shrink: true } };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Denetim kaydı filtreleri"
      noValidate
      onSubmit={apply}
      sx={{ mb: 2 }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <RuleTextField form={form} name="personelId" select fullWidth size="small" label="Personel">
            <MenuItem value="">Tümü</MenuItem>
            {(staff.data ?? []).map((s) => (
              <MenuItem key={s.id} value={String(s.id)}>
                {s.adiSoyadi}
              </MenuItem>
            ))}
          </RuleTextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, lg: 4 }}>
          <RuleTextField form={form} name="islem" select fullWidth size="small" label="İşlem">
            <MenuItem value="">Tümü</MenuItem>
            {ACTION_OPTIONS.map(([key, label]) => (
              <MenuItem key={key} value={key}>
                {label}
              </MenuItem>
            ))}
          </RuleTextField>
        </Grid>
        <Grid size={{ xs: 6, lg: 2 }}>
          <RuleTextField form={form} name="hedefTuru" select fullWidth size="small" label="Hedef türü">
            <MenuItem value="">Tümü</MenuItem>
            {TARGET_OPTIONS.map(([key, label]) => (
              <MenuItem key={key} value={key}>
                {label}
              </MenuItem>
            ))}
          </RuleTextField>
        </Grid>
        <Grid size={{ xs: 6, lg: 2 }}>
          <RuleTextField
            form={form}
            name="hedefId"
            fullWidth
            size="small"
            label="Hedef no"
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3, lg: 2 }}>
          <RuleTextField
            form={form}
            name="baslangic"
            fullWidth
            size="small"
            type="date"
            label="Başlangıç"
            slotProps={dateSlot}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3, lg: 2 }}>
          <RuleTextField
            form={form}
            name="bitis"
            fullWidth
            size="small"
            type="date"
            label="Bitiş"
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
                form.reset(EMPTY_AUDIT_FILTER);
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
