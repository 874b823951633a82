'use client';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import type { ContactConsent, PersonRecord } from '@/lib/api/profile/person';
import { usePersonRecord, useSaveContactConsent } from '@/lib/api/queries/profile/person';
import { contactConsentPayloadSchema } from '@/lib/rules/profile-schemas';
import { useZodForm } from '@/components/common/use-zod-form';
import { ProfileCard, ProfileHeading } from '../common/profile-card';
import { EmptyState, ErrorState, LoadingState } from '../common/state-message';
import { useActiveAccount } from '../common/use-active-account';
import { palette as colors } from '@/components/ui/colors';
import { Icon } from '@/components/ui/icon';
import { InfoOutlinedIcon } from '@/components/ui/icons/info-outlined';

/** '5321234567' → '+90 532 123 45 67'; anything else as stored. */
export function formatGsm(gsm: string): string {
  const d = gsm.replace(/\D/g, '').replace(/^(90|0)(?=\d{10}$)/, '');
  return /^\d{10}$/.test(d) ? `+90 ${d.slice(0, 3)} ${d.slice(3, 6)} ${d.slice(6, 8)} ${d.slice(8)}` : gsm;
}

const readOnlySx = {
  '& .MuiInputBase-input.Mui-disabled': {
    WebkitTextFillColor: 'var(--mui-palette-text-primary)',
    color: 'text.primary',
  },
  '& .MuiInputLabel-root.Mui-disabled': { color: 'text.secondary' },
  '& .MuiInputBase-root.Mui-disabled': { bgcolor: 'background.default' },
};

function PersonalData({ person }: { person: PersonRecord }) {
  const fields = [
    { id: 'adi', label: 'Adı', value: person.adi },
    { id: 'soyadi', label: 'Soyadı', value: person.soyadi },
    { id: 'gsm', label: 'GSM', value: person.gsm ? formatGsm(person.gsm) : '' },
    { id: 'eposta', label: 'E-posta', value: person.eposta },
  ];
  return (
    <>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        {fields.map((f) => (
          <TextField
            key={f.id}
            id={`kisi-${f.id}`}
            label={f.label}
            value={f.value || '-'}
            disabled
            required
            fullWidth
            sx={readOnlySx}
          />
        ))}
      </Box>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          alignItems: 'flex-start',
          mt: 2.5,
          color: 'text.secondary',
          fontSize: '0.9375rem',
        }}
      >
        <Icon def={InfoOutlinedIcon} size="small" style={{ marginTop: 2, color: colors.info }} />
        <span>Bu bilgiler e-Devlet üzerinden alınmaktadır; değişiklik yalnızca e-Devlet üzerinden yapılabilir.</span>
      </Box>
    </>
  );
}

const CONSENTS = [
  { name: 'epostaBildirimOnayi', label: 'E-posta bildirim onayı' },
  { name: 'gsmBildirimOnayi', label: 'GSM bildirim onayı' },
] as const;

function ConsentForm({ person, kimlikNo }: { person: PersonRecord; kimlikNo: string }) {
  const saved: ContactConsent = {
    epostaBildirimOnayi: person.epostaBildirimOnayi,
    gsmBildirimOnayi: person.gsmBildirimOnayi,
  };
  const { control, handleSubmit, formState } = useZodForm(contactConsentPayloadSchema, { defaultValues: saved });
  const save = useSaveContactConsent(kimlikNo);
  // Dirty means differing from the saved values: ticking a box back is no change.
  const changed = formState.isDirty;
  const submit = handleSubmit((draft) => save.mutate(draft));

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (changed && !save.isPending) void submit();
      }}
    >
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
        <Box component="legend" sx={{ p: 0, mb: 1, color: 'text.secondary' }}>
          Portal duyuruları ve ihale bildirimleri hangi kanallardan size ulaşsın?
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column' }}>
          {CONSENTS.map((c) => (
            <Controller
              key={c.name}
              name={c.name}
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(e) => field.onChange(e.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                  label={c.label}
                />
              )}
            />
          ))}
        </Box>
      </Box>
      <Button type="submit" variant="contained" disabled={!changed || save.isPending} sx={{ mt: 2 }}>
        {save.isPending ? 'Kaydediliyor...' : 'Kaydet'}
      </Button>
    </Box>
  );
}

/** Hesabım (docs/spec.md §2): read-only personal data from e-Devlet and the two contact consents. */
export function AccountView() {
  const account = useActiveAccount();
  const person = usePersonRecord(account.kimlikNo);

  let body: ReactNode = null;
  if (account.status === 'unknown' || person.isPending) body = <LoadingState />;
  else if (person.isError) body = <ErrorState onRetry={() => void person.refetch()} />;
  else if (!person.data) body = <EmptyState />;

  return (
    <>
      <ProfileHeading title="Hesabım" lead="Kişisel bilgileriniz ve iletişim tercihleriniz." />
      {body || (
        <>
          <ProfileCard title="Kişisel Bilgiler" id="kisisel">
            <PersonalData person={person.data!} />
          </ProfileCard>
          <ProfileCard title="İletişim Tercihleri" id="tercihler">
            {/* Keyed by the saved values: after a save the form starts from what the server holds. */}
            <ConsentForm
              key={`${person.data!.epostaBildirimOnayi}-${person.data!.gsmBildirimOnayi}`}
              person={person.data!}
              kimlikNo={account.kimlikNo!}
            />
          </ProfileCard>
        </>
      )}
    </>
  );
}
