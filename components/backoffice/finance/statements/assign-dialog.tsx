'use client';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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
  const [text, setText] = useState('');
  const [results, setResults] = useState<AccountModel[] | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const reset = () => {
    setText('');
    setResults(null);
    setChosen(null);
    setError(null);
  };

  const search = async () => {
    const checked = accountSearchQuerySchema.safeParse({ ara: text });
    if (!checked.success) {
      setError(checked.error.issues[0].message);
      return;
    }
    setError(null);
    setSearching(true);
    try {
      const found = await searchAccounts(checked.data.ara);
      setResults(found);
      setChosen(found.length === 1 ? found[0].accountId : null);
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.toastText() : 'Arama yapılamadı.');
    } finally {
      setSearching(false);
    }
  };

  return (
    <Dialog
      open={line !== null}
      onClose={() => !pending && onCancel()}
      slotProps={{ transition: { onExited: reset } }}
      aria-labelledby="hesaba-ata-baslik"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="hesaba-ata-baslik" sx={{ color: 'primary.main', fontWeight: 700 }}>
        Hesaba Ata
      </DialogTitle>
      <DialogContent>
        {line && (
          <Typography sx={{ mb: 2 }}>
            {formatMoney(line.amount, line.currency)} — {line.sender || 'Gönderen belirtilmemiş'}
            <br />
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {line.description || 'Açıklama yok'}
            </Box>
          </Typography>
        )}
        <Box
          component="form"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            void search();
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            label="Hesap ara"
            value={text}
            onChange={(e) => setText(e.target.value)}
            helperText="Ad soyad, firma unvanı, TC kimlik no veya vergi no"
            size="small"
            autoFocus
            sx={{ flex: '1 1 220px' }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Button type="submit" variant="outlined" disabled={searching}>
            {searching ? 'Aranıyor...' : 'Ara'}
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
    </Dialog>
  );
}
