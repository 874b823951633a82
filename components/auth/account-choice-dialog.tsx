'use client';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lighten } from '@mui/material/styles';
import type { Firma } from '@/lib/contract/account-check';
import { palette } from '@/lib/theme';
import { Icon } from '@/components/ui/icon';
import { BusinessIcon } from '@/components/ui/icons/business';
import { PersonIcon } from '@/components/ui/icons/person';
import { DialogFrame } from '@/components/ui/dialog-frame';

export const CHOICE_TITLE = 'İhale Sistemine Giriş Seçimi';

interface Props {
  open: boolean;
  fullName: string;
  personId: number;
  firmalar: Firma[];
  /** The account whose login is being recorded (its option shows progress; all are disabled). */
  pendingId: number | null;
  onChoose: (cariId: number) => void;
}

/**
 * docs/spec.md §2 dialog 1. It cannot be closed: no close button, Escape and the backdrop do nothing —
 * the session needs an active account before it can go on.
 */
export function AccountChoiceDialog({ open, fullName, personId, firmalar, pendingId, onChoose }: Props) {
  const options = [
    {
      id: personId,
      title: fullName,
      tag: 'Gerçek Kişi',
      detail: null as string | null,
      icon: <Icon def={PersonIcon} />,
    },
    ...firmalar.map((f) => ({
      id: f.id,
      title: f.adi,
      tag: 'Firma',
      detail: `VKN: ${f.vergiNo}`,
      icon: <Icon def={BusinessIcon} />,
    })),
  ];
  return (
    <DialogFrame open={open} describedBy="choice-text" maxWidth="sm" title={CHOICE_TITLE}>
      <DialogContent>
        <DialogContentText id="choice-text" sx={{ mb: 2 }}>
          İhale işlemlerinizi hangi hesap adına yapacağınızı seçiniz. Bu seçim, ihalelere katılım ve teklif işlemlerinin
          hangi hesap adına yapılacağını ve kayıt altına alınacağını belirler. Seçiminizi değiştirmek için çıkış yapıp
          yeniden giriş yapmanız gerekmektedir.
        </DialogContentText>
        <Stack
          component="ul"
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label="Giriş yapılabilecek hesaplar"
        >
          {options.map((o) => (
            <li key={o.id}>
              <ButtonBase
                onClick={() => onChoose(o.id)}
                disabled={pendingId !== null}
                aria-busy={pendingId === o.id || undefined}
                sx={{
                  width: '100%',
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  gap: 2,
                  p: 2,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1.5,
                  bgcolor: 'background.paper',
                  transition: 'border-color .15s, background-color .15s',
                  '&:hover': { borderColor: 'primary.main', bgcolor: palette.surface },
                  '&.Mui-disabled': { opacity: pendingId === o.id ? 1 : 0.6 },
                }}
              >
                <Stack
                  sx={{
                    alignItems: 'center',
                    justifyContent: 'center',
                    width: 44,
                    height: 44,
                    flex: '0 0 44px',
                    borderRadius: '50%',
                    bgcolor: palette.surface,
                    color: 'primary.main',
                  }}
                >
                  {o.icon}
                </Stack>
                <Stack sx={{ minWidth: 0, flex: 1 }} spacing={0.5}>
                  <Typography
                    component="span"
                    sx={{ fontWeight: 600, color: 'text.primary', overflowWrap: 'anywhere' }}
                  >
                    {o.title}
                  </Typography>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                    <Chip
                      size="small"
                      label={o.tag}
                      sx={{
                        fontWeight: 600,
                        bgcolor: o.tag === 'Firma' ? lighten(palette.info, 0.9) : lighten(palette.red, 0.91),
                        color: o.tag === 'Firma' ? palette.navy : palette.red,
                      }}
                    />
                    {o.detail && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        {o.detail}
                      </Typography>
                    )}
                  </Stack>
                </Stack>
                {pendingId === o.id && <CircularProgress size={22} aria-label="Giriş yapılıyor" />}
              </ButtonBase>
            </li>
          ))}
        </Stack>
      </DialogContent>
    </DialogFrame>
  );
}
