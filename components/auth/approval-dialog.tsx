'use client';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { ContractDocumentLabel } from '@/components/common/contract-document-label';
import { CONTRACT_DOCUMENTS, type ContractDocumentKey } from '@/lib/rules/contract-documents';
import { DialogFrame } from '@/components/ui/dialog-frame';
import { ChannelOptIn } from '@/components/notifications/channel-opt-in';
import { type ChannelChoice, type ChannelOffer, NO_CHANNELS } from '@/lib/rules/notification-channels';

export const APPROVAL_TITLE = 'Belgelere Onay Vermeniz Gerekmektedir';

/** The three documents of docs/spec.md §2 dialog 3, each opened in a new tab from its checkbox label. */

interface Props {
  open: boolean;
  /** A registration or link call runs: Tamam stays disabled and shows progress. */
  busy: boolean;
  /**
   * At registration (no portal record yet): the notification channels to offer with the e-Devlet
   * addresses (issue #36: registration never offered them). Absent when contracts are only renewed.
   */
  channels?: ChannelOffer | null;
  /** What was ticked of the channels goes with Tamam. */
  onConfirm: (channels: ChannelChoice) => void;
  onCancel: () => void;
}

export function ApprovalDialog({ open, busy, channels = null, onConfirm, onCancel }: Props) {
  const [checked, setChecked] = useState<Record<ContractDocumentKey, boolean>>({
    kvkk: false,
    kullanici: false,
    uyelik: false,
  });
  const allChecked = CONTRACT_DOCUMENTS.every((d) => checked[d.key]);
  const [choice, setChoice] = useState<ChannelChoice>(NO_CHANNELS);

  return (
    // Only the buttons decide: Escape or a backdrop click must not count as Vazgeç.
    <DialogFrame open={open} describedBy="approval-text" maxWidth="sm" title={APPROVAL_TITLE}>
      <DialogContent>
        <DialogContentText id="approval-text" sx={{ mb: 2 }}>
          E-Satış İhale Portalı&apos;nı kullanabilmek için aşağıdaki belgeleri okuyup onaylamanız gerekmektedir.
        </DialogContentText>
        <FormGroup sx={{ gap: 1 }}>
          {CONTRACT_DOCUMENTS.map((d) => (
            <FormControlLabel
              key={d.key}
              disabled={busy}
              control={
                <Checkbox
                  checked={checked[d.key]}
                  onChange={(e) => setChecked((c) => ({ ...c, [d.key]: e.target.checked }))}
                />
              }
              label={<ContractDocumentLabel doc={d} />}
              sx={{ alignItems: 'center', m: 0, px: 1, py: 0.5, border: 1, borderColor: 'divider', borderRadius: 1.5 }}
            />
          ))}
        </FormGroup>
        {channels && (
          <ChannelOptIn offer={channels} value={choice} onChange={setChoice} disabled={busy} linkPreferences={false} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button variant="outlined" onClick={onCancel} disabled={busy}>
          Vazgeç
        </Button>
        <Button
          variant="contained"
          onClick={() => onConfirm(channels ? choice : NO_CHANNELS)}
          disabled={!allChecked || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Tamam
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
