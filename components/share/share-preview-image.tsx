import { ImageResponse } from 'next/og';
import type { SharePreviewModel } from '@/lib/share/share-preview-model';
import { palette } from '@/lib/theme-palette';
import { SHARE_PREVIEW_FONT_FAMILY, sharePreviewFonts } from './share-preview-fonts';

/** Open Graph's recommended size; WhatsApp, X, Facebook and LinkedIn all crop it well. */
export const SHARE_PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/**
 * Shared caches and the apps' link crawlers may keep a picture for five minutes; the portal's own
 * page cache drops it at once when a bid or a status change makes it stale (server/http/page-cache-key.ts).
 */
const CACHE_CONTROL = 'public, max-age=300';

// satori draws the picture outside the browser and reads no CSS variables: the palette's plain
// values, plus white and the mark's light red (artwork of public/logos/mke-esatis.svg, not palette
// colours; components/ui/palette-everywhere.test.ts allows these two here).
const NAVY = palette.navy;
const RED = palette.red;
const WHITE = '#fff';
const MARK_RED = '#e24b55';

/** The portal's mark (public/logos/mke-esatis.svg without its text, which the picture sets itself). */
const MARK = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><path d="M28 2 L50.5 15 L50.5 41 L28 54 L5.5 41 L5.5 15 Z" fill="${NAVY}"/><g fill="${WHITE}"><rect x="15" y="35" width="26" height="3.2" rx="1"/><rect x="19" y="31" width="18" height="3" rx="1"/></g><g transform="rotate(-38 29 21)"><rect x="21" y="15" width="16" height="8" rx="1.6" fill="${WHITE}"/><rect x="27.2" y="22.5" width="3.6" height="13" rx="1.2" fill="${WHITE}"/><rect x="19.5" y="14" width="2.6" height="10" rx="1" fill="${MARK_RED}"/><rect x="35.9" y="14" width="2.6" height="10" rx="1" fill="${MARK_RED}"/></g></svg>`,
)}`;

/**
 * '≈' is in none of the typeface's subsets, and for a glyph it lacks satori fetches a font from
 * Google at render time (or draws nothing offline): the sign is drawn instead, in the note's colour.
 */
const APPROX = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 20 20"><path d="M3 7.5c2.3-2.4 4.7-2.4 7 0s4.7 2.4 7 0M3 13.5c2.3-2.4 4.7-2.4 7 0s4.7 2.4 7 0" fill="none" stroke="${palette.muted}" stroke-width="2.2" stroke-linecap="round"/></svg>`,
)}`;

function Note({ text }: { text: string }) {
  const approx = text.startsWith('≈ ');
  return (
    <div style={{ display: 'flex', alignItems: 'center', fontSize: 26, color: palette.muted }}>
      {approx && <img src={APPROX} width={22} height={22} alt="" style={{ marginRight: 7 }} />}
      <span>{approx ? text.slice(2) : text}</span>
    </div>
  );
}

function SharePreview({ model }: { model: SharePreviewModel }) {
  // A EUR/USD price's TL line (issue #36) is a row of its own under the facts, left-aligned under the
  // price it belongs to: beside the price it would push three facts past the picture's width. The
  // picture is full with a three-line title, so that row takes its height from the spacing above.
  const notes = model.facts.flatMap((f) => (f.note ? [f.note] : []));
  const tight = notes.length > 0;
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        background: WHITE,
        fontFamily: SHARE_PREVIEW_FONT_FAMILY,
        color: palette.ink,
        borderTop: `16px solid ${NAVY}`,
        padding: tight ? '40px 64px 36px' : '40px 64px 48px',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <img src={MARK} width={84} height={84} alt="" />
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: 34, fontWeight: 700, letterSpacing: 1 }}>
            <span style={{ color: NAVY }}>MKE</span>
            <span style={{ color: RED, marginLeft: 12 }}>E-Satış</span>
          </div>
          <span style={{ fontSize: 26, color: palette.muted }}>İhale Portalı</span>
        </div>
        {model.status && (
          <span
            style={{
              marginLeft: 'auto',
              padding: '8px 24px',
              borderRadius: 999,
              fontSize: 30,
              fontWeight: 700,
              color: model.status.color,
              background: model.status.background,
              border: `3px solid ${model.status.border}`,
            }}
          >
            {model.status.label}
          </span>
        )}
      </div>
      <span style={{ marginTop: tight ? 28 : 44, fontSize: 30, fontWeight: 700, color: RED }}>{model.kicker}</span>
      <span style={{ marginTop: 8, fontSize: 56, fontWeight: 700, lineHeight: 1.15, color: NAVY }}>{model.title}</span>
      {model.detail && <span style={{ marginTop: 16, fontSize: 30, color: palette.muted }}>{model.detail}</span>}
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          marginTop: 'auto',
          paddingTop: tight ? 20 : 28,
          borderTop: `2px solid ${palette.line}`,
        }}
      >
        <div style={{ display: 'flex', gap: 64 }}>
          {model.facts.map((f) => (
            <div key={f.label} style={{ display: 'flex', flexDirection: 'column' }}>
              <span style={{ fontSize: 26, color: palette.muted }}>{f.label}</span>
              <span style={{ fontSize: 40, fontWeight: 700, color: NAVY }}>{f.value}</span>
            </div>
          ))}
        </div>
        {notes.map((note) => (
          <Note key={note} text={note} />
        ))}
      </div>
    </div>
  );
}

/** The PNG of a preview, in the portal's typeface. */
export async function sharePreviewImage(model: SharePreviewModel): Promise<ImageResponse> {
  return new ImageResponse(<SharePreview model={model} />, {
    ...SHARE_PREVIEW_SIZE,
    fonts: await sharePreviewFonts(),
    headers: { 'Cache-Control': CACHE_CONTROL },
  });
}
