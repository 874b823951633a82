'use client';
import { type ReactNode, useEffect } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTextEditor } from '@/components/backoffice/common/rich-text-editor';
import { ISTANBUL_TIME_LABEL } from '@/lib/format/istanbul-time';
import { dateProblems, TENDER_DRAFT_LIMITS as L } from '@/lib/rules/tender-draft';
import {
  formToPayload,
  payloadDates,
  type TenderDraft,
  type TenderDraftFormValues,
  tenderDraftSchema,
} from '@/lib/rules/tender-draft-schemas';
import type { StaffTenderOptionsWire } from '@/lib/rules/tender-draft-wire';

const schemaResolver = zodResolver(tenderDraftSchema);

/**
 * The form is checked as the API will check it: its values become the payload (Istanbul times as
 * instants) and go through the API's own schema, then its dates through the rules the API applies
 * on save (dateProblems, the publish check's own), so the messages are the server's and each
 * stands under its date field. A field the schema already refuses keeps the schema's message.
 */
const resolver: Resolver<TenderDraftFormValues> = async (values, context, options) => {
  const payload = formToPayload(values);
  const result = await schemaResolver(payload as never, context, options as never);
  const problems = dateProblems(payloadDates(payload), new Date());
  if (problems.length === 0) return result as never;
  // The schema's errors are the payload's, whose field names are the form's.
  const errors = { ...result.errors } as FieldErrors<TenderDraftFormValues>;
  for (const p of problems) errors[p.field] ??= { type: 'dates', message: p.message };
  return { values: {}, errors };
};

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        {title}
      </Typography>
      {/* minmax(0, …): a long category path ellipsises in its field instead of widening the column. */}
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}
      >
        {children}
      </Box>
    </Paper>
  );
}

const wide = { gridColumn: '1 / -1' } as const;

/**
 * A field's props, read-only when the tender may no longer change: read-only rather than disabled,
 * so the values keep their full contrast and stay reachable by keyboard and screen readers.
 */
function withReadOnly(props: Record<string, unknown> = {}, readOnly: boolean) {
  if (!readOnly) return props;
  const slotProps = (props.slotProps ?? {}) as Record<string, Record<string, unknown> | undefined>;
  return { ...props, slotProps: { ...slotProps, input: { ...(slotProps.input ?? {}), readOnly: true } } };
}
/**
 * What the label really does (issue #36): the public page lists it among the item's details
 * (components/tenders/tender-detail-view.tsx); bidders' aliases are made without it
 * (server/auction/alias.ts, 'Kartal-482').
 */
export const ALIAS_LABEL_HINT =
  'İhale sayfasının Malzeme Bilgileri bölümünde “Rumuz Etiketi” satırında gösterilir. Teklif verenlerin rumuzlarına eklenmez.';

interface Props {
  defaultValues: TenderDraftFormValues;
  options: StaffTenderOptionsWire;
  readOnly: boolean;
  submitLabel: string;
  /** Called with the checked payload; rejects with the server's refusal, shown by the caller. */
  onSubmit(payload: TenderDraft): Promise<unknown>;
  /** Tells the caller whether the form holds unsaved changes (publishing needs a saved draft). */
  onDirtyChange?(dirty: boolean): void;
  /** Shown above the submit button: the server's refusal of the last save. */
  feedback?: ReactNode;
}

/**
 * The tender draft form (docs/architecture.md §8, "Tenders"): details, dates in Istanbul time,
 * deposit and payment, the one item, publication settings and tags. Read-only from the start of
 * the tender on (the caller says so above it).
 */
export function TenderDraftForm({
  defaultValues,
  options,
  readOnly,
  submitLabel,
  onSubmit,
  onDirtyChange,
  feedback,
}: Props) {
  const form = useForm<TenderDraftFormValues>({ defaultValues, resolver, mode: 'onSubmit' });
  const {
    control,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const text = (
    name: Exclude<
      keyof TenderDraftFormValues,
      'kalem' | 'etiketler' | 'oneCikar' | 'kdvDahil' | 'otomatikSonuclandirma' | 'aciklama'
    >,
    label: string,
    extra: Record<string, unknown> = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <TextField
          {...field}
          fullWidth
          label={label}
          error={!!errors[name]}
          helperText={errors[name]?.message ?? (readOnly ? undefined : (extra.hint as string | undefined))}
          {...withReadOnly(extra.props as Record<string, unknown> | undefined, readOnly)}
        />
      )}
    />
  );
  type ItemKey = keyof TenderDraftFormValues['kalem'];
  const itemText = (name: ItemKey, label: string, props: Record<string, unknown> = {}, hint?: string) => (
    <Controller
      name={`kalem.${name}`}
      control={control}
      render={({ field }) => (
        <TextField
          {...field}
          fullWidth
          label={label}
          error={!!errors.kalem?.[name]}
          helperText={errors.kalem?.[name]?.message ?? (readOnly ? undefined : hint)}
          {...withReadOnly(props, readOnly)}
        />
      )}
    />
  );
  const select = (options: { id: number; adi: string }[], none?: string) => [
    ...(none
      ? [
          <MenuItem key="" value="">
            {none}
          </MenuItem>,
        ]
      : []),
    ...options.map((o) => (
      <MenuItem key={o.id} value={String(o.id)}>
        {o.adi}
      </MenuItem>
    )),
  ];
  const flag = (name: 'oneCikar' | 'kdvDahil' | 'otomatikSonuclandirma', label: string, hint: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                disabled={readOnly}
                slotProps={{ input: { 'aria-describedby': `${name}-hint` } }}
              />
            }
            label={label}
          />
          <Typography id={`${name}-hint`} variant="body2" color="text.secondary" sx={{ ml: 6.5, mt: -0.5 }}>
            {hint}
          </Typography>
        </Box>
      )}
    />
  );
  const leaves = options.kategoriler.filter((c) => c.yaprak).map((c) => ({ id: c.id, adi: c.yol || c.adi }));
  const dateProps = {
    props: { type: 'datetime-local', slotProps: { inputLabel: { shrink: true } } },
    hint: ISTANBUL_TIME_LABEL,
  };
  const decimalProps = (unit?: string) => ({
    props: {
      slotProps: {
        htmlInput: { inputMode: 'decimal' },
        ...(unit ? { input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } } : {}),
      },
    },
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="İhale bilgileri"
      onSubmit={form.handleSubmit(async (payload) => {
        await onSubmit(payload as unknown as TenderDraft)
          .then(() => form.reset(form.getValues()))
          .catch(() => undefined);
      })}
    >
      <Section title="Genel Bilgiler" id="tender-general">
        <Box sx={wide}>
          {text('baslik', 'İhale başlığı', {
            props: { required: true, slotProps: { htmlInput: { maxLength: L.title } } },
          })}
        </Box>
        <Box sx={wide}>
          {readOnly ? (
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
                İhale açıklaması
              </Typography>
              <Box
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, bgcolor: 'action.hover' }}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sends the description sanitised (lib/html/sanitize-html.ts)
                dangerouslySetInnerHTML={{ __html: defaultValues.aciklama }}
              />
            </Box>
          ) : (
            <Controller
              name="aciklama"
              control={control}
              render={({ field }) => (
                <RichTextEditor
                  label="İhale açıklaması"
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.aciklama?.message}
                  helperText="Kalın, italik, başlık, liste ve bağlantı kullanılabilir; kayıtta güvenli HTML'e dönüştürülür."
                />
              )}
            />
          )}
        </Box>
      </Section>

      <Section title="Tarihler" id="tender-dates">
        {text('yayinTarihi', 'Yayın tarihi', dateProps)}
        {text('baslangicTarihi', 'Başlangıç tarihi', dateProps)}
        {text('bitisTarihi', 'Bitiş tarihi', dateProps)}
        {text('otomatikUzatmaAyarId', 'Otomatik uzatma', {
          props: { select: true, children: select(options.otomatikUzatmaAyarlari, 'Uzatma yok') },
        })}
      </Section>

      <Section title="Teminat ve Ödeme" id="tender-money">
        {text('teminatTutari', 'Teminat tutarı', {
          ...decimalProps(),
          props: { ...decimalProps().props, required: true },
        })}
        {text('paraBirimiId', 'Para birimi', {
          props: { select: true, required: true, children: select(options.paraBirimleri, 'Seçiniz') },
        })}
        {text('sonOdemeIcinEklenecekGun', 'Ödeme süresi', {
          props: {
            type: 'number',
            slotProps: {
              htmlInput: { min: 1, max: L.paymentDaysMax },
              input: { endAdornment: <InputAdornment position="end">gün</InputAdornment> },
            },
          },
          hint: 'İhale bitişinden itibaren kazananın ödeme süresi',
        })}
        {flag('kdvDahil', 'Fiyatlara KDV dahil', 'Açık: fiyatların yanında "KDV dahil" yazar.')}
      </Section>

      <Section title="Malzeme (Kalem)" id="tender-item">
        <Box sx={wide}>
          {itemText('ihaleKalemKategoriId', 'Malzeme kategorisi', {
            select: true,
            children: select(leaves, 'Seçiniz'),
          })}
        </Box>
        {itemText('miktar', 'Miktar', decimalProps().props)}
        {itemText('olcuBirimiId', 'Ölçü birimi', { select: true, children: select(options.olcuBirimleri, 'Seçiniz') })}
        {itemText('teslimatYeriId', 'Teslimat yeri', {
          select: true,
          children: select(options.teslimatYerleri, 'Seçiniz'),
        })}
        {itemText('acilisFiyati', 'Açılış fiyatı', decimalProps().props)}
        {itemText(
          'rumuzEtiketi',
          'Rumuz etiketi',
          { slotProps: { htmlInput: { maxLength: L.aliasLabel } } },
          ALIAS_LABEL_HINT,
        )}
        {itemText('aciklama', 'Malzeme açıklaması', {
          multiline: true,
          minRows: 2,
          slotProps: { htmlInput: { maxLength: L.itemDescription } },
        })}
      </Section>

      <Section title="Yayın Ayarları" id="tender-settings">
        {flag('oneCikar', 'Öne çıkar', 'Açık: ihale ana sayfadaki öne çıkan ihaleler arasında gösterilir.')}
        {flag(
          'otomatikSonuclandirma',
          'Sonuçlandırma otomatik',
          'Kapalı: süre bitince ihale "Teklifler Değerlendiriliyor" durumunda İhale Sorumlusunun kararını bekler.',
        )}
        <Box sx={wide}>
          <Controller
            name="etiketler"
            control={control}
            render={({ field }) => (
              <Autocomplete
                multiple
                freeSolo
                options={options.etiketler}
                value={field.value}
                onChange={(_e, v) => field.onChange(v.map((x) => x.trim()).filter(Boolean))}
                readOnly={readOnly}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label="Etiketler"
                    error={!!errors.etiketler}
                    helperText={
                      errors.etiketler?.message ??
                      (readOnly ? undefined : 'Listeden seçin ya da yazıp Enter tuşuna basın.')
                    }
                  />
                )}
              />
            )}
          />
        </Box>
      </Section>

      {!readOnly && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
          {feedback}
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? 'Kaydediliyor…' : submitLabel}
          </Button>
        </Box>
      )}
    </Box>
  );
}
