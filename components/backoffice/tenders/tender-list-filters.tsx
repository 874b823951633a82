'use client';
import { type FormEvent, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { StaffTenderListParams } from '@/lib/api/backoffice/tenders';
import type { LookupOptionWire } from '@/lib/rules/tender-draft-wire';

interface Props {
  params: StaffTenderListParams;
  statuses: LookupOptionWire[];
  onApply(next: StaffTenderListParams): void;
}

/**
 * The list's filters: search by title or tender number, status, and a range of start dates
 * (Istanbul days). Applied on submit, so each search is one address in the history.
 */
export function TenderListFilters({ params, statuses, onApply }: Props) {
  const [q, setQ] = useState(params.q ?? '');
  const [durum, setDurum] = useState(params.durum ? String(params.durum) : '');
  const [baslangic, setBaslangic] = useState(params.baslangic ?? '');
  const [bitis, setBitis] = useState(params.bitis ?? '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({
      q: q.trim() || undefined,
      durum: durum ? Number(durum) : undefined,
      baslangic: baslangic || undefined,
      bitis: bitis || undefined,
      sayfa: 1,
    });
  };
  const clear = () => {
    setQ('');
    setDurum('');
    setBaslangic('');
    setBitis('');
    onApply({ sayfa: 1 });
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="İhale arama ve filtreleme"
      onSubmit={submit}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '2fr 1.2fr 1fr 1fr auto' },
        alignItems: 'start',
        mb: 3,
      }}
    >
      <TextField
        label="Başlık veya ihale no"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        size="small"
      />
      <TextField select label="Durum" value={durum} onChange={(e) => setDurum(e.target.value)} size="small">
        <MenuItem value="">Tümü</MenuItem>
        {statuses.map((s) => (
          <MenuItem key={s.id} value={String(s.id)}>
            {s.adi}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label="Başlangıç (en erken)"
        value={baslangic}
        onChange={(e) => setBaslangic(e.target.value)}
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label="Başlangıç (en geç)"
        value={bitis}
        onChange={(e) => setBitis(e.target.value)}
        size="small"
        slotProps={{ inputLabel: { shrink: true } }}
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
