'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useZodForm } from '@/components/common/use-zod-form';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { type AccountModel, type StatementLineModel, searchAccounts } from '@/lib/api/backoffice/statements';
import { ApiRequestError } from '@/lib/api/http';
import { formatMoney } from '@/lib/format/money';
import { accountSearchQuerySchema } from '@/lib/rules/statement-schemas';

/**
 * "Hesaba Ata": find the account the money belongs to (name, TC kimlik no or tax number), pick it
 * and confirm; the line's amount becomes that account's deposit.
 */
export function AssignDialog({
  line,
  pending,
  onCancel,
  onAssign,
}: {
  line: StatementLineModel | null;
  pending: boolean;
  onCancel: () => void;
  onAssign: (accountId: number) => void;
}) {
  const form = useZodForm(accountSearchQuerySchema, { defaultValues: { ara: '' } });
  const [results, setResults] = useState<AccountModel[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const error = form.formState.errors.ara?.message ?? failure;

  const reset = () => {
    form.reset();
    setResults(null);
    setChosen(null);
    setFailure(null);
  };

  const search = form.handleSubmit(async ({ ara }) => {
    setFailure(null);
    try {
      const found = await searchAccounts(ara);
      setResults(found);
      setChosen(found.length === 1 ? found[0].accountId : null);
    } catch (err) {
      setFailure(err instanceof ApiRequestError ? err.toastText() : 'Arama yapılamadı.');
    }
  });

  return (
    <DialogFrame open={line !== null} onClose={() => !pending && onCancel()} onExited={reset} title="Hesaba Ata">
      <DialogContent>
        {line && (
          <Typography sx={{ mb: 2 }}>
            {formatMoney(line.amount, line.currency)} — {line.sender || 'Gönderen belirtilmemiş'}
            <br />
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {line.description || 'Açıklama yok'}
            </Box>
            {line.resembles && (
              <>
                <br />
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {line.resembles.accountTitle
                    ? `Benzediği satır ${line.resembles.accountTitle} hesabına aktarıldı.`
                    : 'Benzediği satır henüz bir hesaba aktarılmadı.'}{' '}
                  Bu ikinci bir havale ise hesaba atayınız.
                </Box>
              </>
            )}
          </Typography>
        )}
        <Box
          component="form"
          role="search"
          noValidate
          onSubmit={search}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          {/* Its message is said once, in the alert under the search, as a failed search's is. */}
          <TextField
            {...form.register('ara', { onChange: () => form.clearErrors('ara') })}
            label="Hesap ara"
            helperText="Ad soyad, firma unvanı, TC kimlik no veya vergi no"
            size="small"
            autoFocus
            sx={{ flex: '1 1 220px' }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Button type="submit" variant="outlined" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Aranıyor...' : 'Ara'}
          </Button>
        </Box>
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {error}
          </Alert>
        )}
        {results && results.length === 0 && <Typography sx={{ mt: 2 }}>Aramaya uyan hesap bulunamadı.</Typography>}
        {results && results.length > 0 && (
          <RadioGroup
            aria-label="Bulunan hesaplar"
            value={chosen === null ? '' : String(chosen)}
            onChange={(e) => setChosen(Number(e.target.value))}
            sx={{ mt: 2 }}
          >
            {results.map((a) => (
              <FormControlLabel
                key={a.accountId}
                value={String(a.accountId)}
                control={<Radio />}
                label={`${a.title} (${a.kind}, ${a.identifier})`}
              />
            ))}
          </RadioGroup>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending}>
          Vazgeç
        </Button>
        <Button
          variant="contained"
          onClick={() => chosen !== null && onAssign(chosen)}
          disabled={pending || chosen === null}
        >
          {pending ? 'Atanıyor...' : 'Seçili Hesaba Ata'}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
