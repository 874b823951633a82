'use client';
import { ReasonDialog } from '@/components/backoffice/common/reason-dialog';
import type { RefundRequestModel } from '@/lib/api/backoffice/refund-queue';
import { formatMoney } from '@/lib/format/money';
import { REJECT_REASON_MAX, rejectRefundSchema } from '@/lib/rules/refund-queue-schemas';

/** Asks for the required reason of a refund rejection, with the rule the API applies; the bidder sees the reason. */
export function RejectDialog({
  request,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  request: RefundRequestModel;
  busy: boolean;
  error: string | null;
  onConfirm(reason: string): void;
  onCancel(): void;
}) {
  return (
    <ReasonDialog
      open
      title="İade Talebini Reddet"
      description={`${request.accountTitle} hesabının ${formatMoney(request.amount, request.currency)} tutarındaki iade talebi reddedilecek ve tutar kullanılabilir teminata geri dönecek.`}
      label="Red nedeni"
      confirmText="Reddet"
      audience="Teklif veren teminat geçmişinde görür."
      schema={rejectRefundSchema}
      max={REJECT_REASON_MAX}
      busy={busy}
      error={error}
      onConfirm={(reason) => onConfirm(reason.trim())}
      onCancel={onCancel}
    />
  );
}
