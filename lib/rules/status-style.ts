import type { TenderStatusId } from '../contract/lookups';

/**
 * A tender status's label and colours (the ids are lib/contract/lookups.ts, what each status means
 * is ./tender-status.ts). Every status has its own colour pair; each pair meets WCAG AA (4.5:1) for
 * the chip's text on its background. Apart from the rules, so the browser code that asks only what
 * a status allows does not carry the palette.
 */

export interface StatusStyle {
  label: string;
  /** Text colour */
  color: string;
  /** Background colour */
  background: string;
  /** Border colour (a shade of the text colour so the chip reads on white and grey) */
  border: string;
}

const STYLES: Record<TenderStatusId, StatusStyle> = {
  211: { label: 'Taslak', color: '#3d4852', background: '#eceff2', border: '#b8c2cc' },
  212: { label: 'Başlamadı', color: '#0b4a8b', background: '#e3effb', border: '#9cc3ea' },
  213: { label: 'Devam Ediyor', color: '#14602f', background: '#e2f4e8', border: '#94cfa8' },
  214: { label: 'Teklifler Değerlendiriliyor', color: '#7a4300', background: '#fdf0dc', border: '#e8bd7f' },
  215: { label: 'Kazanan Belirli', color: '#5b2a86', background: '#f0e7f8', border: '#c4a5de' },
  216: { label: 'Kazanan Belirsiz', color: '#5c4a00', background: '#f7f1d6', border: '#d6c676' },
  217: { label: 'İptal', color: '#9b111c', background: '#fbe6e7', border: '#eba2a7' },
};

const UNKNOWN: StatusStyle = { label: 'Bilinmiyor', color: '#3d4852', background: '#eceff2', border: '#b8c2cc' };

export function isKnownStatus(id: number): id is TenderStatusId {
  return id in STYLES;
}

/** Colours for a status id; the label falls back to the API's name for an unknown id. */
export function statusStyle(id: number, apiName?: string | null): StatusStyle {
  if (isKnownStatus(id)) return STYLES[id];
  return apiName ? { ...UNKNOWN, label: apiName } : UNKNOWN;
}
