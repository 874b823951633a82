'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import type { RegistryCompany } from '@/lib/api/profile/companies';
import { useLinkCompany, useRegistryLookup } from '@/lib/api/queries/profile/companies';
import { PROFILE_LIMITS, taxNumberQuerySchema } from '@/lib/rules/profile-schemas';
import { PROFILE_MESSAGES } from '@/lib/rules/profile-messages';
import { RuleTextField } from '@/components/common/rule-text-field';
import { toastFieldErrors, useZodForm } from '@/components/common/use-zod-form';
import { DialogFrame } from '@/components/ui/dialog-frame';

/** What the tax-number field keeps of a keystroke: digits only, 11 at most. */
export function keepTaxNumberText(value: string): string {
  return value.replace(/\D/g, '').slice(0, PROFILE_LIMITS.taxNumber);
}

/** 'Yeni Firma Ekle': query the registry by tax number, then save the link. */
export function AddCompanyDialog({
  open,
  onClose,
  kimlikNo,
}: {
  open: boolean;
  onClose: () => void;
  kimlikNo: string;
}) {
  // The API's own rule for the tax number (docs/spec.md §5) checks the field.
  const form = useZodForm(taxNumberQuerySchema, { defaultValues: { vkn: '' } });
  const [found, setFound] = useState<RegistryCompany | null>(null);
  const [notFound, setNotFound] = useState(false);
  const lookup = useRegistryLookup();
  const link = useLinkCompany(kimlikNo);
  const busy = lookup.isPending || link.isPending;

  const close = () => {
    if (busy) return;
    onClose();
  };

  const query = form.handleSubmit(
    ({ vkn }) =>
      lookup.mutate(vkn, {
        onSuccess: (result) => {
          setFound(result);
          setNotFound(result === null);
        },
      }),
    toastFieldErrors,
  );

  const save = () => {
    if (!found) return;
    link.mutate(found.vergiNumarasi, { onSuccess: onClose });
  };

  return (
    <DialogFrame open={open} onClose={close} title="Yeni Firma Ekle">
      <DialogContent sx={{ pt: 0 }}>
        <Box component="p" sx={{ mt: 0, color: 'text.secondary' }}>
          Yetkili ortağı olduğunuz firmanın vergi kimlik numarasını girerek MERSIS kaydını sorgulayın.
        </Box>
        <Box
          component="form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (busy) return;
            setFound(null);
            setNotFound(false);
            void query();
          }}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}
        >
          <RuleTextField
            form={form}
            name="vkn"
            keep={keepTaxNumberText}
            hint="10 veya 11 haneli numara"
            onEdit={() => {
              setFound(null);
              setNotFound(false);
            }}
            id="vergi-kimlik-no"
            label="Vergi Kimlik Numarası"
            required
            fullWidth
            autoFocus
            slotProps={{
              htmlInput: { inputMode: 'numeric', maxLength: PROFILE_LIMITS.taxNumber, autoComplete: 'off' },
            }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={busy}
            sx={{ minHeight: 56, minWidth: 120, width: { xs: '100%', sm: 'auto' } }}
          >
            {lookup.isPending ? 'Sorgulanıyor...' : 'Sorgula'}
          </Button>
        </Box>
        <Box aria-live="polite" sx={{ mt: 2 }}>
          {found && (
            <Box
              data-testid="mersis-sonuc"
              sx={{
                border: '1px solid',
                borderColor: 'divider',
                borderRadius: '6px',
                p: 2,
                bgcolor: 'background.default',
              }}
            >
              <Box sx={{ color: 'text.secondary', fontSize: '0.875rem', fontWeight: 600 }}>Firma Unvanı</Box>
              <Box sx={{ fontWeight: 700, mb: 1 }}>{found.unvani}</Box>
              <Box sx={{ color: 'text.secondary', fontSize: '0.875rem', fontWeight: 600 }}>Vergi Kimlik Numarası</Box>
              <Box>{found.vergiNumarasi}</Box>
            </Box>
          )}
          {notFound && <Alert severity="warning">{PROFILE_MESSAGES.partnershipNotFound}</Alert>}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} disabled={busy}>
          Vazgeç
        </Button>
        <Button variant="contained" onClick={save} disabled={!found || busy}>
          {link.isPending ? 'Kaydediliyor...' : 'Kaydet'}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
