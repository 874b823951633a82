'use client';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ImportSummaryModel } from '@/lib/api/backoffice/statements';

/** What the last upload did, announced to screen readers when it appears. */
export function ImportSummary({ summary, fileName }: { summary: ImportSummaryModel; fileName: string }) {
  const rows: [string, number][] = [
    ['Okunan hareket', summary.entries],
    ['Alacak (gelen para)', summary.credits],
    ['Borç (giden havale)', summary.debits],
    ['Yeni satır', summary.newLines],
    ['Daha önce aktarılmış (aynı dekont no, atlandı)', summary.alreadyImported],
    ['Referansla eşleşen', summary.matched],
    ['Bankadan dönen iade (teminata eklendi)', summary.refundsReturned],
    ['Benzer satır (kontrol bekliyor)', summary.lookAlikes],
    ['Eşleşmeyen', summary.unmatched],
    ['Yeni giden havale', summary.newDebits],
    ['Daha önce aktarılmış giden havale (atlandı)', summary.alreadyImportedDebits],
    ['Ödendiği görülen iade', summary.refundsSettled],
    ['İadeyle eşleşmeyen giden havale', summary.unmatchedDebits],
  ];
  const waiting = summary.unmatched > 0 || summary.lookAlikes > 0 || summary.unmatchedDebits > 0;
  return (
    <Alert severity={waiting ? 'warning' : 'success'} role="status" sx={{ mt: 2 }}>
      <Typography sx={{ fontWeight: 700 }}>
        {fileName} yüklendi. Biçim: {summary.format}. Hesap: {summary.accountIban}
      </Typography>
      <Box
        component="dl"
        aria-label="Yükleme özeti"
        sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.25, m: 0, mt: 1 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt">{label}</Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
      {summary.unmatched > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Eşleşmeyen satırları aşağıdan bir hesaba atayabilir ya da yok sayabilirsiniz.
        </Typography>
      )}
      {summary.unmatchedDebits > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          İadeyle eşleşmeyen giden havaleler aşağıda, Giden Havaleler bölümünde listelenir.
        </Typography>
      )}
      {summary.lookAlikes > 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Benzer satırlar, dekont numarası olmayan ve daha önce aktarılan bir satırla aynı gün, tutar ve açıklamayı
          taşıyan havalelerdir; hesaba aktarılmadı. İkinci bir havale ise hesaba atayınız, aynı havalenin tekrarı ise
          mükerrer olarak işaretleyiniz.
        </Typography>
      )}
    </Alert>
  );
}
