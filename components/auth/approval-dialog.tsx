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

export const APPROVAL_TITLE = 'Belgelere Onay Vermeniz Gerekmektedir';

/** The three documents of docs/spec.md §2 dialog 3, each opened in a new tab from its checkbox label. */

interface Props {
  open: boolean;
  /** A registration or link call runs: Tamam stays disabled and shows progress. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ApprovalDialog({ open, busy, onConfirm, onCancel }: Props) {
  const [checked, setChecked] = useState<Record<ContractDocumentKey, boolean>>({
    kvkk: false,
    kullanici: false,
    uyelik: false,
  });
  const allChecked = CONTRACT_DOCUMENTS.every((d) => checked[d.key]);

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
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button variant="outlined" onClick={onCancel} disabled={busy}>
          Vazgeç
        </Button>
        <Button
          variant="contained"
          onClick={onConfirm}
          disabled={!allChecked || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          Tamam
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
