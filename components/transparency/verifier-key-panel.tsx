'use client';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { monoSx } from './mono';

/**
 * The key the check trusts. By default the portal's published key; a visitor who got the key another
 * way (a notice, an earlier visit) pastes it here, and the record must then be signed by exactly it.
 */
export function VerifierKeyPanel({
  serverKey,
  pinnedKey,
  busy,
  onPin,
  onUnpin,
}: {
  serverKey: string | null;
  pinnedKey: string | null;
  busy: boolean;
  onPin: (key: string) => void;
  onUnpin: () => void;
}) {
  const [draft, setDraft] = useState('');
  // Pinning swaps the form for the 'back' button and back: the focus moves to what replaced the
  // control that was pressed, instead of falling to the page.
  const backButton = useRef<HTMLButtonElement>(null);
  const keyField = useRef<HTMLInputElement>(null);
  const pinnedBefore = useRef(pinnedKey);
  useEffect(() => {
    if (pinnedBefore.current === pinnedKey) return;
    pinnedBefore.current = pinnedKey;
    (pinnedKey ? backButton.current : keyField.current)?.focus();
  }, [pinnedKey]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.trim()) onPin(draft);
  };
  return (
    <Stack spacing={1.5}>
      <Typography>
        {pinnedKey
          ? 'Doğrulama, sizin verdiğiniz anahtarla yapılıyor:'
          : 'Doğrulama, portalın yayımladığı anahtarla yapılıyor:'}
      </Typography>
      <Box
        data-testid="used-key"
        sx={{
          ...monoSx,
          bgcolor: 'background.default',
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 1,
          p: 1.5,
        }}
      >
        {pinnedKey ?? serverKey ?? '…'}
      </Box>
      {pinnedKey && serverKey && pinnedKey !== serverKey.trim() && (
        <Typography sx={{ color: 'text.secondary' }}>
          Portalın yayımladığı anahtar bundan farklı:{' '}
          <Box component="span" sx={monoSx}>
            {serverKey}
          </Box>
        </Typography>
      )}
      {pinnedKey ? (
        <Box>
          <Button ref={backButton} variant="outlined" onClick={onUnpin} aria-disabled={busy || undefined}>
            Portalın anahtarına dön
          </Button>
        </Box>
      ) : (
        <Stack component="form" onSubmit={submit} spacing={1} noValidate>
          <TextField
            label="Güvendiğiniz anahtar"
            helperText="Anahtarı başka bir kaynaktan aldıysanız buraya yapıştırın (ad+anahtar kimliği+anahtar)."
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            size="small"
            fullWidth
            inputRef={keyField}
            slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off', style: monoSx } }}
          />
          <Box>
            <Button type="submit" variant="outlined" disabled={busy || !draft.trim()}>
              Bu anahtarla doğrula
            </Button>
          </Box>
        </Stack>
      )}
    </Stack>
  );
}
