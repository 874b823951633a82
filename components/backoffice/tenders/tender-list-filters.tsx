'use client';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import { RuleTextField } from '@/components/common/rule-text-field';
import { useZodForm } from '@/components/common/use-zod-form';
import type { StaffTenderListParams } from '@/lib/api/backoffice/tenders';
import { tenderListQuerySchema } from '@/lib/rules/tender-draft-schemas';
import type { LookupOptionWire } from '@/lib/rules/tender-draft-wire';

interface Props {
  params: StaffTenderListParams;
  statuses: LookupOptionWire[];
  onApply(next: StaffTenderListParams): void;
}

/** The filters are the list query the API checks, without the page (a new search starts at page 1). */
const filterSchema = tenderListQuerySchema.omit({ sayfa: true });
const EMPTY = { q: '', durum: '', baslangic: '', bitis: '' };

/**
 * The list's filters: search by title or tender number, status, and a range of start dates
 * (Istanbul days). Applied on submit, so each search is one address in the history.
 */
export function TenderListFilters({ params, statuses, onApply }: Props) {
  const form = useZodForm(filterSchema, {
    defaultValues: {
      q: params.q ?? '',
      durum: params.durum ? String(params.durum) : '',
      baslangic: params.baslangic ?? '',
      bitis: params.bitis ?? '',
    },
  });
  const clear = () => {
    form.reset(EMPTY);
    onApply({ sayfa: 1 });
  };
  const dateSlot = { inputLabel: { shrink: true } };

  return (
    <Box
      component="form"
      role="search"
      aria-label="İhale arama ve filtreleme"
      noValidate
      onSubmit={form.handleSubmit((filters) => onApply({ ...filters, sayfa: 1 }))}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1.2fr 1fr 1fr auto' },
        alignItems: 'start',
        mb: 3,
      }}
    >
      <RuleTextField
        form={form}
        name="q"
        label="Başlık veya ihale no"
        slotProps={{ htmlInput: { maxLength: 100 } }}
        size="small"
      />
      <RuleTextField form={form} name="durum" select label="Durum" size="small">
        <MenuItem value="">Tümü</MenuItem>
        {statuses.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.adi}
          </MenuItem>
        ))}
      </RuleTextField>
      <RuleTextField
        form={form}
        name="baslangic"
        type="date"
        label="Başlangıç (en erken)"
        size="small"
        slotProps={dateSlot}
      />
      <RuleTextField
        form={form}
        name="bitis"
        type="date"
        label="Başlangıç (en geç)"
        size="small"
        slotProps={dateSlot}
      />
      <Box sx={{ display: 'flex', gap: 1, gridColumn: { sm: '1 / -1', lg: 'auto' } }}>
        <Button type="submit" variant="contained">
          Filtrele
        </Button>
        <Button type="button" onClick={clear}>
          Temizle
        </Button>
      </Box>
    </Box>
  );
}
