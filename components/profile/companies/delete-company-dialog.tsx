'use client';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { CompanyRow } from '@/lib/api/profile/companies';
import { DialogFrame } from '@/components/ui/dialog-frame';

/** The confirmation before a company link is removed. */
export function DeleteCompanyDialog({
  company,
  pending,
  onCancel,
  onConfirm,
}: {
  company: CompanyRow | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (c: CompanyRow) => void;
}) {
  return (
    <DialogFrame
      open={company !== null}
      onClose={() => !pending && onCancel()}
      describedBy="firma-sil-metin"
      title="Firmayı Sil"
    >
      <DialogContent>
        <DialogContentText id="firma-sil-metin" sx={{ color: 'text.primary' }}>
          <strong>{company?.unvani}</strong> (VKN: {company?.vergiNumarasi}) firmasını listenizden silmek istediğinize
          emin misiniz? Bu firma adına işlem yapabilmek için firmayı yeniden eklemeniz gerekir.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onCancel} disabled={pending}>
          Vazgeç
        </Button>
        <Button variant="contained" color="secondary" onClick={() => company && onConfirm(company)} disabled={pending}>
          {pending ? 'Siliniyor...' : 'Sil'}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
