import { tenderFilesEditable } from './upload-editable';

const now = new Date('2026-11-24T12:00:00Z');
const later = new Date('2026-11-25T12:00:00Z');
const earlier = new Date('2026-11-23T12:00:00Z');

describe('tenderFilesEditable', () => {
  it('a draft, whatever its start', () => {
    expect(tenderFilesEditable({ ihaleDurumuId: 211, baslangicTarihi: earlier }, now)).toBe(true);
  });
  it('a published tender only before its start', () => {
    expect(tenderFilesEditable({ ihaleDurumuId: 212, baslangicTarihi: later }, now)).toBe(true);
    expect(tenderFilesEditable({ ihaleDurumuId: 212, baslangicTarihi: now }, now)).toBe(false);
    expect(tenderFilesEditable({ ihaleDurumuId: 212, baslangicTarihi: earlier }, now)).toBe(false);
  });
  it('never once running, decided or cancelled', () => {
    for (const s of [213, 214, 215, 216, 217]) {
      expect(tenderFilesEditable({ ihaleDurumuId: s, baslangicTarihi: later }, now)).toBe(false);
    }
  });
});
