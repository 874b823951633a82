import { render, screen } from '@testing-library/react';
import { toAuditRowModel } from '@/lib/api/backoffice/audit';
import type { AuditRecord } from '@/lib/contract/staff';
import { AuditRow } from './audit-row';

const record = (over: Partial<AuditRecord>): AuditRecord => ({
  id: 1,
  zaman: '2026-11-20T09:00:00.000Z',
  personelId: 2,
  personelAdi: 'Burak Koç',
  islem: 'ihale.duzenle',
  hedefTuru: 'ihale',
  hedefId: '66',
  hedefAdi: 'Hurda bakır kablo satışı',
  onceki: null,
  sonraki: null,
  ayrinti: null,
  ip: null,
  ...over,
});

const renderRow = (over: Partial<AuditRecord>) =>
  render(
    <ul>
      <AuditRow row={toAuditRowModel(record(over))} />
    </ul>,
  );

/** Issue #36 item 16: a row names its target (the tender's title, the person's name), not 'ihale #66'. */
test('the target by its kind and name; its stored code only in the details', () => {
  renderRow({});
  expect(screen.getByText('İhale: Hurda bakır kablo satışı')).toBeInTheDocument();
  expect(screen.queryByText('ihale #66')).toBeNull();
  expect(screen.getByText(/Hedef kodu: ihale #66/)).toBeInTheDocument();
});

test('a person by their name; a target that is gone by its number; a kind without an id by its name', () => {
  renderRow({ id: 2, islem: 'personel.rol', hedefTuru: 'personel', hedefId: '1', hedefAdi: 'Selin Aydın' });
  expect(screen.getByText('Personel: Selin Aydın')).toBeInTheDocument();
  renderRow({ id: 3, hedefAdi: null });
  expect(screen.getByText('İhale #66')).toBeInTheDocument();
  renderRow({ id: 4, islem: 'icerik.slider', hedefTuru: 'slider', hedefId: null, hedefAdi: null });
  expect(screen.getByText('Slayt')).toBeInTheDocument();
});
