'use client';
import { type ReactNode, useEffect, useReducer, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ApiRequestError } from '@/lib/api/http';
import { checkRecord } from '@/lib/api/transparency';
import { HowToVerify } from './how-to-verify';
import { ReceiptCheck } from './receipt-check';
import { initialRecordCheckState, recordCheckReducer } from './record-check-flow';
import { RecordEntriesTable } from './record-entries-table';
import { RecordVerdict } from './record-verdict';
import { VerifierKeyPanel } from './verifier-key-panel';

const NETWORK_MESSAGE = 'Kayıt bilgileri sunucudan alınamadı.';
const NOT_FOUND_MESSAGE = 'Bu ihalenin teklif kaydı bulunamadı (ihale yayında değil ya da hiç başlamadı).';

/** What the page says when there was nothing to check: offline, no record, or the server failed. */
function fetchFailure(err: unknown): string {
  if (!(err instanceof ApiRequestError)) return NETWORK_MESSAGE;
  if (err.status === 0) return err.message;
  return err.status === 404 ? NOT_FOUND_MESSAGE : NETWORK_MESSAGE;
}

function Card({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        bgcolor: 'background.paper',
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: '6px',
        p: { xs: 2, sm: 3 },
      }}
    >
      <Typography id={id} component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem', color: 'primary.main', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The verifier of a tender's bid record (docs/architecture.md §11): fetches the key, the signed
 * checkpoint and the lines, and checks them here with WebCrypto (record-check-flow.ts is the state;
 * this component runs each 'loading' step once and shows the result).
 */
export function RecordVerifier({ ihaleId, publicOrigin }: { ihaleId: number; publicOrigin: string }) {
  const [state, dispatch] = useReducer(recordCheckReducer, initialRecordCheckState);
  const ranSeq = useRef(0);

  useEffect(() => {
    if (state.phase !== 'loading' || ranSeq.current === state.seq) return;
    const seq = state.seq;
    ranSeq.current = seq;
    checkRecord(ihaleId, state.pinnedKey).then(
      (o) =>
        dispatch(
          o.ok
            ? { type: 'verified', seq, serverKey: o.serverKey, usedKey: o.usedKey, record: o.record }
            : { type: 'failed', seq, serverKey: o.serverKey, usedKey: o.usedKey, message: o.message },
        ),
      (err: unknown) => dispatch({ type: 'network-failed', seq, message: fetchFailure(err) }),
    );
  }, [state.phase, state.seq, state.pinnedKey, ihaleId]);

  const busy = state.phase === 'loading';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card title="Sonuç" id="dogrulama-sonucu">
        <RecordVerdict state={state} />
        {/* Not disabled while a check runs (the keyboard focus would fall to the page); the flow ignores it then. */}
        <Button
          variant="contained"
          onClick={() => dispatch({ type: 'retry' })}
          aria-disabled={busy || undefined}
          sx={{ mt: 2 }}
        >
          Yeniden doğrula
        </Button>
      </Card>
      {state.record && (
        <Card title="Kayıttaki girişler" id="kayit-girisleri">
          <Box sx={{ mx: { xs: -2, sm: -3 }, mb: { xs: -2, sm: -3 } }}>
            <RecordEntriesTable rows={state.record.rows} />
          </Box>
        </Card>
      )}
      <Card title="Doğrulama anahtarı" id="dogrulama-anahtari">
        <VerifierKeyPanel
          serverKey={state.serverKey}
          pinnedKey={state.pinnedKey}
          busy={busy}
          onPin={(key) => dispatch({ type: 'pin', key })}
          onUnpin={() => dispatch({ type: 'unpin' })}
        />
      </Card>
      <Card title="Neler denetlendi?" id="neler-denetlendi">
        <HowToVerify ihaleId={ihaleId} publicOrigin={publicOrigin} />
      </Card>
      <Card title="Makbuz doğrula" id="makbuz-dogrula">
        <ReceiptCheck />
      </Card>
    </Box>
  );
}
