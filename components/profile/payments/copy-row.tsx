'use client';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { copyText } from '@/lib/dom/copy-text';
import { CARD_PAYMENT_MESSAGES } from '@/lib/rules/card-payment';
import { toast } from '@/lib/toast/toast-store';
import { Icon } from '@/components/ui/icon';
import { ContentCopyIcon } from '@/components/ui/icons/content-copy';

/** One labelled value of the transfer details, with a copy button when `copied` names its toast. */
export function CopyRow({
  label,
  value,
  display,
  copied,
  copyLabel,
  testId,
}: {
  label: string;
  value: string;
  /** How the value is shown (e.g. an IBAN in groups); the raw value is what is copied. */
  display?: string;
  copied?: string;
  copyLabel?: string;
  testId?: string;
}) {
  const copy = async () => {
    if (await copyText(value)) toast.success(copied ?? '');
    else toast.error(CARD_PAYMENT_MESSAGES.copyFailed);
  };
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.75,
        borderBottom: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ color: 'text.secondary', fontSize: '0.8125rem', fontWeight: 600 }}>{label}</Box>
        <Box
          data-testid={testId}
          sx={{
            fontWeight: 600,
            wordBreak: 'break-all',
            fontFamily: copied ? 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' : undefined,
          }}
        >
          {display ?? value}
        </Box>
      </Box>
      {copied && copyLabel && (
        <Tooltip title={copyLabel}>
          <IconButton aria-label={copyLabel} onClick={() => void copy()} disabled={!value}>
            <Icon def={ContentCopyIcon} size="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}
