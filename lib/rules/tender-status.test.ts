import { statusStyle } from './status-style';
import { allowsBidding, showsCountdown, showsPriceBox } from './tender-status';

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

const ALL = [211, 212, 213, 214, 215, 216, 217];

describe('tender statuses (docs/spec.md §4)', () => {
  it('labels every status in Turkish', () => {
    expect(ALL.map((id) => statusStyle(id).label)).toEqual([
      'Taslak',
      'Başlamadı',
      'Devam Ediyor',
      'Teklifler Değerlendiriliyor',
      'Kazanan Belirli',
      'Kazanan Belirsiz',
      'İptal',
    ]);
  });

  it('gives each status its own colours, readable at WCAG AA', () => {
    const backgrounds = new Set(ALL.map((id) => statusStyle(id).background));
    const colours = new Set(ALL.map((id) => statusStyle(id).color));
    expect(backgrounds.size).toBe(ALL.length);
    expect(colours.size).toBeGreaterThanOrEqual(ALL.length - 1);
    for (const id of ALL) {
      const s = statusStyle(id);
      expect(contrast(s.color, s.background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("falls back to the API's name for an unknown status", () => {
    expect(statusStyle(299, 'Yeni Durum').label).toBe('Yeni Durum');
    expect(statusStyle(299).label).toBe('Bilinmiyor');
  });

  it('shows the price box for 213–216, the countdown for 212–216 and bid controls only at 213', () => {
    expect(ALL.filter(showsPriceBox)).toEqual([213, 214, 215, 216]);
    expect(ALL.filter(showsCountdown)).toEqual([212, 213, 214, 215, 216]);
    expect(ALL.filter(allowsBidding)).toEqual([213]);
  });
});
