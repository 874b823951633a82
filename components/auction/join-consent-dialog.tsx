'use client';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { formatMoney } from '@/lib/format/money';
import { EMPTY_CONSENT, JOIN_CONSENT_MESSAGES, joinConsentErrors, joinConsentSchema } from '@/lib/rules/join-consent';
import { toast } from '@/lib/toast/toast-store';
import { useZodForm } from '@/components/common/use-zod-form';
import { ContractDocumentLabel } from '@/components/common/contract-document-label';
import { visuallyHidden } from '@/components/ui/visually-hidden';
import { CONTRACT_DOCUMENTS } from '@/lib/rules/contract-documents';
import { MuiTheme } from '@/components/ui/mui-theme';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { ChannelOptIn } from '@/components/notifications/channel-opt-in';
import { type ChannelChoice, type ChannelOffer, NO_CHANNELS } from '@/lib/rules/notification-channels';

export const JOIN_DIALOG_TITLE = 'İhaleye Katılım Onayı';

interface Props {
  open: boolean;
  /** The join calls run: the buttons wait. */
  busy: boolean;
  deposit: number;
  currency: string;
  /**
   * The notification channels to offer (issue #36): given while the person has neither on, null
   * otherwise. What is ticked goes with Tamam.
   */
  channels?: ChannelOffer | null;
  onConfirm: (channels: ChannelChoice) => void;
  onCancel: () => void;
}

/**
 * The consent before joining (docs/spec.md §4, §5): the three documents, each linked to its page. Tamam
 * checks them; missing ones are shown as error toasts and next to the boxes.
 */
function JoinConsentDialogView({ open, busy, deposit, currency, channels = null, onConfirm, onCancel }: Props) {
  // Once Tamam was tried, each box's message follows the box as it is ticked (reValidateMode 'onChange').
  const { control, handleSubmit, formState, getValues, reset } = useZodForm(joinConsentSchema, {
    defaultValues: EMPTY_CONSENT,
    reValidateMode: 'onChange',
  });
  const errors = formState.errors;
  const [choice, setChoice] = useState<ChannelChoice>(NO_CHANNELS);

  // The toasts name every missing document, or all of them at once when none is ticked (lib/rules/join-consent.ts).
  const confirm = handleSubmit(
    () => onConfirm(channels ? choice : NO_CHANNELS),
    () => {
      for (const m of joinConsentErrors(getValues())) toast.error(m);
    },
  );

  const close = () => {
    if (busy) return;
    reset(EMPTY_CONSENT);
    setChoice(NO_CHANNELS);
    onCancel();
  };

  return (
    <DialogFrame open={open} onClose={close} describedBy="join-consent-text" maxWidth="sm" title={JOIN_DIALOG_TITLE}>
      <DialogContent>
        <DialogContentText id="join-consent-text" sx={{ mb: 2, color: 'text.primary' }}>
          İhaleye katılabilmek için aşağıdaki belgeleri okuyup onaylamanız gerekmektedir.
          {deposit > 0 && (
            <>
              {' '}
              Katıldığınızda <strong>{formatMoney(deposit, currency)}</strong> teminat tutarı kullanılabilir
              teminatınızdan bloke edilir.
            </>
          )}
        </DialogContentText>
        <FormControl component="fieldset" error={Object.keys(errors).length > 0} sx={{ display: 'flex', gap: 1 }}>
          <legend style={visuallyHidden}>Onaylanması gereken belgeler</legend>
          {CONTRACT_DOCUMENTS.map((d) => {
            const missing = Boolean(errors[d.key]);
            const helperId = `join-consent-${d.key}-error`;
            return (
              <div key={d.key}>
                <Controller
                  name={d.key}
                  control={control}
                  render={({ field }) => (
                    <FormControlLabel
                      disabled={busy}
                      control={
                        <Checkbox
                          checked={field.value}
                          onChange={(e) => field.onChange(e.target.checked)}
                          onBlur={field.onBlur}
                          slotProps={{ input: { 'aria-describedby': missing ? helperId : undefined } }}
                        />
                      }
                      label={<ContractDocumentLabel doc={d} />}
                      sx={{
                        alignItems: 'center',
                        m: 0,
                        width: '100%',
                        px: 1,
                        py: 0.5,
                        border: 1,
                        borderColor: missing ? 'error.main' : 'divider',
                        borderRadius: '6px',
                      }}
                    />
                  )}
                />
                {missing && (
                  <FormHelperText id={helperId} sx={{ mx: 1 }}>
                    {JOIN_CONSENT_MESSAGES[d.key]}
                  </FormHelperText>
                )}
              </div>
            );
          })}
        </FormControl>
        {channels && <ChannelOptIn offer={channels} value={choice} onChange={setChoice} disabled={busy} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button variant="outlined" onClick={close} disabled={busy}>
          Vazgeç
        </Button>
        <Button
          variant="contained"
          onClick={() => void confirm()}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Tamam
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}

/** Loaded on demand, also on pages without MUI: brings the portal theme along. */
export function JoinConsentDialog(props: Props) {
  return (
    <MuiTheme>
      <JoinConsentDialogView {...props} />
    </MuiTheme>
  );
}
