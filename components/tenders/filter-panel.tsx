'use client';
import { type FormEvent, useId, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import Link from 'next/link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import FilterList from '@mui/icons-material/FilterList';
import type { CategoryNode, Option } from '@/lib/api/lookups';
import {
  FILTER_LIMITS,
  filterFormErrors,
  keepNumericText,
  type TenderFilterForm,
  type TenderListRaw,
  tenderListHref,
} from '@/lib/rules/tender-filters';
import { toast } from '@/lib/toast/toast-store';
import { palette } from '@/components/tenders/colors';
import { CategoryTree } from './category-tree';

interface Props {
  raw: TenderListRaw;
  places: Option[];
  statuses: Option[];
  tree: CategoryNode[];
  categoryOpen: number[];
  activeCount: number;
}

type Field = keyof TenderFilterForm;

/**
 * The filter panel: a plain GET form to /ihaleler (works without JavaScript), enhanced to refuse
 * characters that cannot be typed, validate before leaving, and navigate on the client. Submitting
 * drops the page, so every filter change starts at page 1. Below 1024 px it folds behind 'Filtrele'.
 */
export function FilterPanel({ raw, places, statuses, tree, categoryOpen, activeCount }: Props) {
  const router = useRouter();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // The list is rendered on the server: while it comes, the button says so.
  const [pending, startTransition] = useTransition();
  const [values, setValues] = useState<TenderFilterForm>({
    ihaleNo: raw.ihaleNo ?? '',
    minFiyat: raw.minFiyat ?? '',
    maxFiyat: raw.maxFiyat ?? '',
    baslik: raw.baslik ?? '',
    kelime: raw.kelime ?? '',
    teslimatYeri: raw.teslimatYeri ?? '',
    durum: raw.durum ?? '',
    kategori: raw.kategori ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = filterFormErrors(values);
    setErrors(found);
    const messages = Object.values(found).filter(Boolean) as string[];
    if (messages.length) {
      for (const m of messages) toast.error(m);
      return;
    }
    setOpen(false);
    const trimmed = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v?.trim() ?? ''])) as TenderListRaw;
    startTransition(() => router.push(tenderListHref({ ...trimmed, etiket: raw.etiket, siralama: raw.siralama })));
  };

  const numericField = (field: 'ihaleNo' | 'minFiyat' | 'maxFiyat', label: string, max: number) => (
    <TextField
      name={field}
      label={label}
      size="small"
      fullWidth
      value={values[field]}
      onChange={(e) => set(field, keepNumericText(e.target.value, max))}
      error={!!errors[field]}
      helperText={errors[field]}
      autoComplete="off"
      slotProps={{ htmlInput: { maxLength: max, inputMode: 'decimal', pattern: '[0-9.,]*' } }}
    />
  );

  return (
    <Box component="section" aria-label="İhale filtreleri">
      <Button
        className="filter-toggle"
        variant="outlined"
        fullWidth
        startIcon={<FilterList aria-hidden />}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        sx={{ display: { xs: 'flex', md: 'none' }, bgcolor: '#fff', mb: open ? 1.5 : 0, py: 1 }}
      >
        Filtrele{activeCount > 0 ? ` (${activeCount})` : ''}
      </Button>
      {/* Without JavaScript the panel cannot be unfolded, so it is simply shown. */}
      <noscript>
        <style>
          {
            '.tender-filter-panel{display:block!important}.filter-toggle,.category-toggle{display:none!important}.category-children{display:block!important}'
          }
        </style>
      </noscript>
      <Box
        id={panelId}
        className="tender-filter-panel"
        sx={{
          display: { xs: open ? 'block' : 'none', md: 'block' },
          bgcolor: 'background.paper',
          border: `1px solid ${palette.line}`,
          borderRadius: '6px',
          p: 2.5,
        }}
      >
        <Box component="h2" sx={{ fontSize: '1.125rem', fontWeight: 700, m: 0, mb: 2, color: 'primary.main' }}>
          Filtreler
        </Box>
        <Box
          component="form"
          method="get"
          action="/ihaleler"
          role="search"
          aria-label="İhale ara"
          noValidate
          onSubmit={onSubmit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {numericField('ihaleNo', 'İhale No', FILTER_LIMITS.ihaleNo)}
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Box component="legend" sx={{ fontWeight: 600, fontSize: '0.9375rem', mb: 1, p: 0 }}>
              Fiyat Aralığı
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
              {numericField('minFiyat', 'En Düşük', FILTER_LIMITS.fiyat)}
              {numericField('maxFiyat', 'En Yüksek', FILTER_LIMITS.fiyat)}
            </Box>
          </Box>
          <TextField
            name="baslik"
            label="Başlık"
            size="small"
            fullWidth
            value={values.baslik}
            onChange={(e) => set('baslik', e.target.value.slice(0, FILTER_LIMITS.baslik))}
            error={!!errors.baslik}
            helperText={errors.baslik}
            slotProps={{ htmlInput: { maxLength: FILTER_LIMITS.baslik } }}
          />
          <TextField
            name="kelime"
            label="Anahtar Kelime"
            size="small"
            fullWidth
            value={values.kelime}
            onChange={(e) => set('kelime', e.target.value.slice(0, FILTER_LIMITS.kelime))}
            error={!!errors.kelime}
            helperText={errors.kelime}
            slotProps={{ htmlInput: { maxLength: FILTER_LIMITS.kelime } }}
          />
          <TextField
            select
            name="teslimatYeri"
            label="Teslimat Yeri"
            size="small"
            fullWidth
            value={values.teslimatYeri}
            onChange={(e) => set('teslimatYeri', e.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Tümü</option>
            {places.map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </TextField>
          <TextField
            select
            name="durum"
            label="Durum"
            size="small"
            fullWidth
            value={values.durum}
            onChange={(e) => set('durum', e.target.value)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Tümü</option>
            {statuses.map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </TextField>
          {tree.length > 0 && (
            <CategoryTree
              tree={tree}
              value={values.kategori ?? ''}
              onChange={(v) => set('kategori', v)}
              initiallyOpen={categoryOpen}
            />
          )}
          {raw.etiket && <input type="hidden" name="etiket" value={raw.etiket} />}
          {raw.siralama && <input type="hidden" name="siralama" value={raw.siralama} />}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              type="submit"
              variant="contained"
              color="primary"
              loading={pending}
              sx={{ flex: '1 1 120px', py: 1 }}
            >
              Ara
            </Button>
            <Button component={Link} href="/ihaleler" variant="text" sx={{ flex: '1 1 120px', py: 1 }}>
              Filtreleri Temizle
            </Button>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
