'use client';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SectionHeader, STAFF_HOME_TRAIL } from '@/components/backoffice/layout/section-header';
import { type ImportSummaryModel, uploadStatement } from '@/lib/api/backoffice/statements';
import { statementKeys } from '@/lib/api/backoffice/statements-queries';
import { usePublicConfig } from '@/lib/public-config-context';
import { STATEMENT_LIMITS } from '@/lib/rules/statement-schemas';
import { FilePicker } from '../../files/file-picker';
import { DebitLines } from './debit-lines';
import { ImportSummary } from './import-summary';
import { StatementLines } from './statement-lines';
import { StatementList } from './statement-list';

/**
 * /yonetim/mali/ekstreler (issue #14, docs/architecture.md §9): upload a bank statement (the
 * server tells CSV from camt.053 by content), see what it did, and settle the lines no payment
 * reference matched; the outgoing transfers (refunds settled, or listed unmatched); the imported
 * statements below.
 */
export function StatementsView() {
  const { portalApiUrl } = usePublicConfig();
  const queryClient = useQueryClient();
  const [last, setLast] = useState<{ summary: ImportSummaryModel; fileName: string } | null>(null);

  const upload = async (file: File, onProgress: (f: number) => void) => {
    setLast(null);
    const summary = await uploadStatement(portalApiUrl, file, onProgress);
    setLast({ summary, fileName: file.name });
    await queryClient.invalidateQueries({ queryKey: statementKeys.all });
  };

  return (
    <>
      <SectionHeader trail={STAFF_HOME_TRAIL} title="Banka Ekstreleri" />
      <Stack spacing={3}>
        <Paper component="section" variant="outlined" aria-labelledby="ekstre-yukle" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="ekstre-yukle" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            Ekstre Yükle
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Bankadan alınan hesap hareketlerini yükleyin. Açıklamasında geçerli bir ödeme referansı (TMN…, IHL…) bulunan
            gelen havaleler ilgili hesaba kendiliğinden aktarılır. Giden havaleler gönderilmiş teminat iadelerini
            tamamlar; bankadan dönen iade, tutarı hesabın kullanılabilir teminatına geri ekler. Aynı ekstreyi yeniden
            yüklemek hiçbir şeyi değiştirmez.
          </Typography>
          <FilePicker
            label="Ekstre dosyası seç ve yükle"
            accept=".xml,.csv,.txt,text/xml,application/xml,text/csv"
            hint={`ISO 20022 camt.053 (XML) veya CSV (Tarih;Dekont No;Açıklama;Gönderen;Tutar;Para Birimi;Hesap IBAN); en fazla ${STATEMENT_LIMITS.fileBytes / (1024 * 1024)} MB. Biçim, dosyanın içeriğinden tanınır.`}
            upload={upload}
          />
          {last && <ImportSummary summary={last.summary} fileName={last.fileName} />}
        </Paper>
        <StatementLines />
        <DebitLines />
        <StatementList />
      </Stack>
    </>
  );
}
