'use client';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { StaffQuery } from '@/components/backoffice/common/staff-query';
import { SectionHeader, STAFF_HOME_TRAIL } from '@/components/backoffice/layout/section-header';
import { RuleTextField } from '@/components/common/rule-text-field';
import { useZodForm } from '@/components/common/use-zod-form';
import { type ReconciliationRowModel, reconciliationQuery } from '@/lib/api/backoffice/reconciliation';
import { formatDate } from '@/lib/format/date';
import { istanbulDay, istanbulDayStart } from '@/lib/format/istanbul-time';
import { formatMoney } from '@/lib/format/money';
import {
  RECONCILIATION_DEFAULT_DAYS,
  RECONCILIATION_MESSAGES as M,
  type ReconciliationPeriod,
  reconciliationPeriodSchema,
} from '@/lib/rules/reconciliation';

/** The last seven Istanbul days, today included. */
function lastWeek(): ReconciliationPeriod {
  const bitis = istanbulDay(new Date());
  return { baslangic: istanbulDay(istanbulDayStart(bitis, 1 - RECONCILIATION_DEFAULT_DAYS)), bitis };
}

/**
 * /yonetim/mali/mutabakat: per day, account and currency, what the bank's statements and the virtual
 * POS show against what the portal booked, and under each row every difference with its reason.
 * Rows with a difference come with a warning chip; a row that adds up says "Fark yok".
 */
export function ReconciliationScreen() {
  const [period, setPeriod] = useState<ReconciliationPeriod>(lastWeek);
  const view = useQuery(reconciliationQuery(period));
  return (
    <>
      <SectionHeader trail={STAFF_HOME_TRAIL} title="Mutabakat" />
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>
        Her gün, hesap ve para birimi için banka ekstrelerinin ve sanal POS’un gösterdiği tutarlar portalın kayıtlarıyla
        karşılaştırılır. Her fark nedeniyle birlikte listelenir: eşleşmeyen satırlar, ekstrede henüz görünmeyen iadeler,
        bankadan dönen iadeler ve Mali İşler kararı bekleyen kart onayları.
      </Typography>
      <PeriodForm value={period} onApply={setPeriod} />
      <StaffQuery query={view} loadingLabel="Mutabakat yükleniyor">
        {(m) => {
          const differing = m.rows.filter((r) => r.difference !== 0).length;
          return (
            <>
              <Typography role="status" sx={{ mb: 1.5, fontWeight: 600 }}>
                {formatDate(m.from)} – {formatDate(m.to)}: {m.rows.length} satır,{' '}
                {differing === 0 ? 'hiçbirinde fark yok' : `${differing} satırda fark var`}.
              </Typography>
              {m.rows.length === 0 ? (
                <Typography>{M.empty}</Typography>
              ) : (
                <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {m.rows.map((r) => (
                    <RowCard key={r.key} row={r} />
                  ))}
                </Stack>
              )}
            </>
          );
        }}
      </StaffQuery>
    </>
  );
}

function PeriodForm({ value, onApply }: { value: ReconciliationPeriod; onApply(p: ReconciliationPeriod): void }) {
  const form = useZodForm(reconciliationPeriodSchema, { defaultValues: value });
  const dateSlot = { inputLabel: { shrink: true } };
  return (
    <Box
      component="form"
      role="search"
      aria-label="Mutabakat dönemi"
      noValidate
      onSubmit={form.handleSubmit(onApply)}
      sx={{ mb: 2 }}
    >
      <Grid container spacing={2}>
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
        <Grid size={{ xs: 12, sm: 6, lg: 8 }} sx={{ display: 'flex', alignItems: 'center' }}>
          <Button type="submit" variant="contained">
            Göster
          </Button>
        </Grid>
      </Grid>
    </Box>
  );
}

const cell = { px: 1, whiteSpace: 'nowrap' } as const;

function RowCard({ row: r }: { row: ReconciliationRowModel }) {
  const id = `mutabakat-${r.key.replace(/[^\w-]/g, '-')}`;
  const title = `${formatDate(r.day)} · ${r.accountLabel} · ${r.currency}`;
  const money = (v: number) => formatMoney(v, r.currency);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-labelledby={id}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={id} component="h2" sx={{ fontWeight: 700, fontSize: '1rem', wordBreak: 'break-word' }}>
          {title}
        </Typography>
        <Chip
          size="small"
          color={r.difference === 0 ? 'success' : 'warning'}
          label={r.difference === 0 ? M.balanced : `Fark: ${money(r.difference)}`}
        />
      </Box>
      <Table size="small" aria-label={`${title}: banka ve portal tutarları`} sx={{ my: 1, width: 'auto' }}>
        <TableHead>
          <TableRow>
            <TableCell sx={cell}>Kaynak</TableCell>
            <TableCell sx={cell} align="right">
              Giriş
            </TableCell>
            <TableCell sx={cell} align="right">
              Çıkış
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(
            [
              ['Banka', r.bankIn, r.bankOut],
              ['Portal', r.ledgerIn, r.ledgerOut],
            ] as const
          ).map(([side, into, out]) => (
            <TableRow key={side}>
              <TableCell sx={cell} component="th" scope="row">
                {side}
              </TableCell>
              <TableCell sx={cell} align="right">
                {money(into)}
              </TableCell>
              <TableCell sx={cell} align="right">
                {money(out)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {r.items.length > 0 && (
        <Box component="ul" aria-label={`${title}: farkların nedenleri`} sx={{ m: 0, pl: 2.5 }}>
          {r.items.map((i) => (
            <Box component="li" key={`${i.kind}|${i.source}|${i.difference}`} sx={{ mb: 0.75 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {i.label}
              </Typography>
              <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                {i.source}
                {i.party ? ` · ${i.party}` : ''}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Tutar {money(i.amount)} · farka etkisi {money(i.difference)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
