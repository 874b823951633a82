'use client';
import { useEffect, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { currentPushState, PUSH_MESSAGES, PushError, type PushProblem, turnPushOff, turnPushOn } from './browser-push';

export const PUSH_SWITCH_LABEL = 'Bu tarayıcıda anlık bildirimler';

type State = { on: boolean; busy: boolean; problem: PushProblem | null; done: string | null };

/**
 * The per-browser push opt-in (docs/architecture.md §13). What the browser cannot do (no support,
 * permission denied, its push service unreachable) is said in words next to the switch.
 */
export function PushSwitch() {
  const [state, setState] = useState<State>({ on: false, busy: true, problem: null, done: null });
  const hintId = useId();

  useEffect(() => {
    let live = true;
    currentPushState()
      .then((s) => {
        if (!live) return;
        if (s === 'on' || s === 'off') setState({ on: s === 'on', busy: false, problem: null, done: null });
        else setState({ on: false, busy: false, problem: s, done: null });
      })
      .catch(() => live && setState({ on: false, busy: false, problem: null, done: null }));
    return () => {
      live = false;
    };
  }, []);

  const toggle = async (want: boolean) => {
    setState((s) => ({ ...s, busy: true, problem: null, done: null }));
    try {
      if (want) await turnPushOn();
      else await turnPushOff();
      setState({
        on: want,
        busy: false,
        problem: null,
        done: want ? 'Anlık bildirimler bu tarayıcıda açıldı.' : 'Anlık bildirimler bu tarayıcıda kapatıldı.',
      });
    } catch (err) {
      const problem = err instanceof PushError ? err.problem : 'unreachable';
      setState((s) => ({ on: want ? false : s.on, busy: false, problem, done: null }));
    }
  };

  const unsupported = state.problem === 'unsupported';
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={state.on}
            disabled={state.busy || unsupported}
            onChange={(e) => void toggle(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        label={PUSH_SWITCH_LABEL}
      />
      <Box id={hintId} sx={{ color: 'text.secondary', fontSize: '0.9375rem', mt: 0.5 }}>
        Açıkken yeni bildirimleriniz, portal kapalı olsa da bu tarayıcıda anında gösterilir. Her tarayıcıda ayrı açılır.
      </Box>
      <Box role="status" aria-live="polite" sx={{ mt: state.problem || state.done ? 1.5 : 0 }}>
        {state.problem && (
          <Alert severity={state.problem === 'unsupported' ? 'info' : 'warning'} data-testid="push-problem">
            {PUSH_MESSAGES[state.problem]}
          </Alert>
        )}
        {state.done && <Alert severity="success">{state.done}</Alert>}
      </Box>
    </Box>
  );
}
