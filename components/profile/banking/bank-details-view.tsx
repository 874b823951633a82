'use client';
import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Tooltip from '@mui/material/Tooltip';
import { useIban, useSaveIban } from '@/lib/api/queries/profile/banking';
import { copyText } from '@/lib/dom/copy-text';
import { ibanForSending } from '@/lib/api/profile/banking';
import { IBAN_TYPED_MAX } from '@/lib/rules/iban';
import { ibanPayloadSchema, PROFILE_SUCCESS } from '@/lib/rules/profile-schemas';
import { RuleTextField } from '@/components/common/rule-text-field';
import { toastFieldErrors, useZodForm } from '@/components/common/use-zod-form';
import { toast } from '@/lib/toast/toast-store';
import { ProfileCard, ProfileHeading } from '../common/profile-card';
import { ErrorState, LoadingState } from '../common/state-message';
import { useActiveAccount } from '../common/use-active-account';
import { applyIbanKeystroke, ibanChanged, initialIbanText } from './iban-field-rules';
import { Icon } from '@/components/ui/icon';
import { ContentCopyIcon } from '@/components/ui/icons/content-copy';

/** The form is the API's payload without the account, which the query adds. */
const ibanFormSchema = ibanPayloadSchema.pick({ iban: true });

function IbanForm({ cariId, saved }: { cariId: number; saved: string }) {
  const form = useZodForm(ibanFormSchema, { defaultValues: { iban: initialIbanText(saved) } });
  const { control, handleSubmit, getValues } = form;
  const text = useWatch({ control, name: 'iban' }) as string;
  const save = useSaveIban(cariId);
  const changed = ibanChanged(text, saved);

  // The typed text is sent (the query strips what is not the IBAN); the check only guards it.
  const submit = handleSubmit(() => save.mutate(String(getValues().iban)), toastFieldErrors);

  const copy = async () => {
    const value = ibanForSending(text);
    if (value.length <= 2) return;
    if (await copyText(value)) toast.success(PROFILE_SUCCESS.ibanCopied);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (changed && !save.isPending) void submit();
      }}
      sx={{ maxWidth: 560 }}
    >
      <RuleTextField
        form={form}
        name="iban"
        keep={applyIbanKeystroke}
        hint="TR ile başlayan 26 karakterlik IBAN numaranızı giriniz."
        id="iban"
        label="IBAN"
        required
        fullWidth
        slotProps={{
          htmlInput: {
            // Room for separators in a paste ('TR33 0006.1005,…'): the kept text is still 26 at most.
            maxLength: IBAN_TYPED_MAX,
            inputMode: 'numeric',
            autoComplete: 'off',
            spellCheck: false,
            style: {
              fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
              letterSpacing: '0.04em',
            },
          },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <Tooltip title="IBAN numarasını kopyala">
                  <span>
                    <IconButton
                      aria-label="IBAN numarasını kopyala"
                      onClick={() => void copy()}
                      edge="end"
                      disabled={text.length <= 2}
                    >
                      <Icon def={ContentCopyIcon} size="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ mt: 2.5, display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={!changed || save.isPending}>
          {save.isPending ? 'Kaydediliyor...' : 'Kaydet'}
        </Button>
        {!saved && (
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.9375rem' }}>
            Kayıtlı IBAN bilginiz bulunmamaktadır.
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** Banka Bilgileri (docs/spec.md §2): the active account's IBAN, used for deposit refunds. */
export function BankDetailsView() {
  const { cariId } = useActiveAccount();
  const iban = useIban(cariId);
  return (
    <>
      <ProfileHeading
        title="Banka Bilgileri"
        lead="Teminat iadeleriniz bu IBAN numarasına yapılır. Hesabın size veya firmanıza ait olması gerekir."
      />
      <ProfileCard title="IBAN Bilgisi" id="iban-bilgisi">
        {iban.isPending || cariId === null ? (
          <LoadingState />
        ) : iban.isError ? (
          <ErrorState onRetry={() => void iban.refetch()} />
        ) : (
          // Keyed by the saved IBAN: after a save the form starts over from it with no change pending.
          <IbanForm key={iban.data} cariId={cariId} saved={iban.data} />
        )}
      </ProfileCard>
    </>
  );
}
