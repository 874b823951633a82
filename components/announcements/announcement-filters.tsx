'use client';
import { useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ANNOUNCEMENT_TITLE_MAX, announcementListHref, type AnnouncementListParams } from '@/lib/api/announcements';
import {
  DATE_TEXT_LENGTH,
  dateRangeErrors,
  isoToTrDate,
  keepDateText,
  trDateToIso,
} from '@/lib/rules/announcement-dates';
import { toast } from '@/lib/toast/toast-store';

type Fields = Pick<AnnouncementListParams, 'title' | 'from' | 'to'>;
type DateField = 'from' | 'to';

/**
 * Filters of /duyurular (docs/spec.md §2): a date range and the title. 'Filtrele' stays disabled until a
 * field differs from the filters the list currently shows; applying goes back to page 1. It is a
 * GET form, so the URL holds the state and it works before JavaScript has loaded. The dates are
 * typed and shown as DD.MM.YYYY whatever the browser's locale (the address keeps YYYY-MM-DD); a
 * start after the end is said in Turkish next to the field and as a toast, like the tender filter.
 */
export function AnnouncementFilters({ applied }: { applied: Fields }) {
  const router = useRouter();
  // The date fields hold the text as typed (DD.MM.YYYY); `applied` holds the address's days.
  const [fields, setFields] = useState<Fields>(() => ({
    title: applied.title,
    from: isoToTrDate(applied.from),
    to: isoToTrDate(applied.to),
  }));
  const [errors, setErrors] = useState<Partial<Record<DateField, string>>>({});
  const changed =
    fields.title.trim() !== applied.title ||
    fields.from !== isoToTrDate(applied.from) ||
    fields.to !== isoToTrDate(applied.to);
  const hasFilters = !!(applied.title || applied.from || applied.to);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!changed) return;
    const found = dateRangeErrors(fields.from, fields.to);
    setErrors(found);
    const messages = Object.values(found).filter(Boolean) as string[];
    if (messages.length) {
      for (const m of messages) toast.error(m);
      return;
    }
    router.push(
      announcementListHref({
        title: fields.title.trim(),
        from: trDateToIso(fields.from),
        to: trDateToIso(fields.to),
        page: 1,
      }),
    );
  };

  const set = (key: keyof Fields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));
  const setDate = (key: DateField) => (e: { target: { value: string } }) => {
    const value = keepDateText(e.target.value);
    setFields((f) => ({ ...f, [key]: value }));
    if (errors.from || errors.to) setErrors({});
  };
  const dateField = (key: DateField, name: string, label: string) => (
    <TextField
      id={`duyuru-${name}`}
      name={name}
      label={label}
      value={fields[key]}
      onChange={setDate(key)}
      size="small"
      placeholder="GG.AA.YYYY"
      error={!!errors[key]}
      helperText={errors[key]}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          inputMode: 'numeric',
          maxLength: DATE_TEXT_LENGTH,
          autoComplete: 'off',
        },
      }}
    />
  );

  return (
    <Box
      component="form"
      role="search"
      aria-label="Duyuru filtreleri"
      action="/duyurular"
      method="get"
      onSubmit={submit}
      noValidate
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '180px 180px minmax(0,1fr) auto' },
        alignItems: 'start',
        p: { xs: 2, sm: 2.5 },
        mb: 3,
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: '6px',
      }}
    >
      {dateField('from', 'baslangic', 'Başlangıç Tarihi')}
      {dateField('to', 'bitis', 'Bitiş Tarihi')}
      <TextField
        name="baslik"
        label="Başlık"
        value={fields.title}
        onChange={set('title')}
        size="small"
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
        slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_TITLE_MAX } }}
      />
      <Box sx={{ display: 'flex', gap: 1, gridColumn: { sm: '1 / -1', md: 'auto' } }}>
        <Button
          type="submit"
          variant="contained"
          color="primary"
          disabled={!changed}
          sx={{ minHeight: 40, px: 3, flex: { xs: 1, md: 'none' } }}
        >
          Filtrele
        </Button>
        {hasFilters && (
          <Button
            type="button"
            variant="outlined"
            color="primary"
            onClick={() => router.push('/duyurular')}
            sx={{ minHeight: 40, flex: { xs: 1, md: 'none' }, whiteSpace: 'nowrap' }}
          >
            Temizle
          </Button>
        )}
      </Box>
    </Box>
  );
}
