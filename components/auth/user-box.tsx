'use client';
import Button from '@mui/material/Button';
import { usePublicConfig } from '@/lib/public-config-context';
import { redirectToLogin } from '@/lib/session/login-redirect';

/** Header user box. Signed out: 'Giriş Yap' (SPEC §2). The signed-in box is the sign-in work's. */
export function UserBox() {
  const { authUrl } = usePublicConfig();
  return (
    <Button variant="contained" color="secondary" onClick={() => redirectToLogin(authUrl)}>
      Giriş Yap
    </Button>
  );
}
