'use client';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import {
  CHANNEL_PREFERENCES_HREF,
  CHANNEL_TEXTS as T,
  type ChannelChoice,
  type ChannelOffer,
} from '@/lib/rules/notification-channels';
import { visuallyHidden } from '@/components/ui/visually-hidden';

interface Props {
  offer: ChannelOffer;
  value: ChannelChoice;
  onChange: (next: ChannelChoice) => void;
  disabled?: boolean;
  /**
   * Link 'Bildirim Tercihleri' (a new tab). Off at registration: the session the link would need is
   * not set up until the dialogs are done, so the note names Hesabım in words.
   */
  linkPreferences?: boolean;
}

/**
 * The e-mail and SMS channels offered in the registration and join dialogs (issue #36): unticked,
 * each with the address it would use, and a link to where the choice can be changed later.
 */
export function ChannelOptIn({ offer, value, onChange, disabled = false, linkPreferences = true }: Props) {
  const boxes = [
    { key: 'eposta' as const, label: T.eposta, address: offer.eposta },
    { key: 'sms' as const, label: T.sms, address: offer.gsm },
  ].filter((b) => b.address !== null);
  return (
    <Box
      component="fieldset"
      data-testid="channel-opt-in"
      aria-describedby="channel-opt-in-lead"
      // min-width 0: a fieldset is as wide as its longest unbreakable word (an e-mail address) otherwise,
      // and ran past a 375 px dialog; long addresses wrap anywhere.
      sx={{
        m: 0,
        mt: 2,
        px: 1.5,
        pt: 0.5,
        pb: 1,
        minWidth: 0,
        overflowWrap: 'anywhere',
        border: 1,
        borderColor: 'divider',
        borderRadius: '6px',
      }}
    >
      <Box component="legend" sx={{ px: 0.5, fontWeight: 600, fontSize: '0.9375rem' }}>
        {T.legend}
      </Box>
      <Box component="p" id="channel-opt-in-lead" sx={{ m: 0, mb: 0.5, fontSize: '0.875rem', color: 'text.secondary' }}>
        {T.lead}
      </Box>
      {boxes.map((b) => (
        <FormControlLabel
          key={b.key}
          disabled={disabled}
          sx={{ display: 'flex', m: 0 }}
          control={
            <Checkbox checked={value[b.key]} onChange={(e) => onChange({ ...value, [b.key]: e.target.checked })} />
          }
          label={`${b.label} (${b.address})`}
        />
      ))}
      <Box component="p" sx={{ m: 0, mt: 0.5, fontSize: '0.8125rem', color: 'text.secondary' }}>
        {linkPreferences ? (
          <>
            {T.preferencesNote}{' '}
            <Link href={CHANNEL_PREFERENCES_HREF} target="_blank" rel="noopener" sx={{ fontWeight: 600 }}>
              {T.preferences}
              <span style={visuallyHidden}> (yeni sekmede açılır)</span>
            </Link>
          </>
        ) : (
          T.preferencesLater
        )}
      </Box>
    </Box>
  );
}
