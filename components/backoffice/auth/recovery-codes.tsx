'use client';
import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Shown once, right after enrolment: the ten recovery codes, until the staff member confirms saving them. */
export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved(): void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }} tabIndex={-1} ref={heading}>
        Kurtarma kodlarınız
      </Typography>
      <Alert severity="warning">
        Bu kodlar yalnızca bir kez gösterilir. Telefonunuza erişemezseniz her kod bir kez giriş için kullanılabilir;
        güvenli bir yerde saklayınız.
      </Alert>
      <Box
        component="ol"
        aria-label="Kurtarma kodları"
        sx={{ m: 0, pl: 3, columns: 2, fontFamily: 'monospace', fontSize: '1.05rem', '& li': { py: 0.25 } }}
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </Box>
      <Button variant="contained" onClick={onSaved}>
        Kodları kaydettim
      </Button>
    </Stack>
  );
}
