import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { isoToIstanbulLocal } from '@/lib/format/istanbul-time';
import { MISSING } from '@/lib/rules/tender-draft';
import { EMPTY_TENDER_FORM, type TenderDraftFormValues } from '@/lib/rules/tender-draft-schemas';
import type { StaffTenderOptionsWire } from '@/lib/rules/tender-draft-wire';
import { ALIAS_LABEL_HINT, TenderDraftForm } from './tender-draft-form';

// The rich-text editor (tiptap) needs a real browser's layout; the description plays no part here.
jest.mock('@/components/backoffice/common/rich-text-editor', () => ({ RichTextEditor: () => null }));

const OPTIONS: StaffTenderOptionsWire = {
  paraBirimleri: [{ id: 1, adi: 'TL' }],
  olcuBirimleri: [{ id: 2, adi: 'Kilogram' }],
  teslimatYerleri: [{ id: 3, adi: 'Ankara Depo' }],
  kategoriler: [{ id: 4, adi: 'Bakır', ustId: 1, yaprak: true, yol: 'Metal › Bakır' }],
  otomatikUzatmaAyarlari: [],
  etiketler: [],
  durumlar: [],
};

/** Istanbul wall-clock text `days` from now, as the datetime-local field holds it. */
const inDays = (days: number) => isoToIstanbulLocal(new Date(Date.now() + days * 86_400_000).toISOString());

/** A draft with its title, money and dates but no item nor description: incomplete, as a draft may be. */
const draft = (over: Partial<TenderDraftFormValues>): TenderDraftFormValues => ({
  ...EMPTY_TENDER_FORM,
  baslik: 'Hurda bakır kablo',
  teminatTutari: '1000',
  paraBirimiId: '1',
  yayinTarihi: inDays(1),
  baslangicTarihi: inDays(3),
  bitisTarihi: inDays(5),
  ...over,
});

function renderForm(values: TenderDraftFormValues) {
  const onSubmit = jest.fn(async () => undefined);
  render(
    <TenderDraftForm
      defaultValues={values}
      options={OPTIONS}
      readOnly={false}
      submitLabel="Taslağı Kaydet"
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Taslağı Kaydet' }));
const dateField = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const messageUnder = (label: string) => {
  const id = dateField(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

/** Issue #36 item 14: a draft's contradictory dates are refused on save, each under its field. */
test('an end before the start is refused at the end field, and nothing is sent', async () => {
  const onSubmit = renderForm(draft({ bitisTarihi: inDays(2) }));
  save();
  await waitFor(() => expect(messageUnder('Bitiş tarihi')).toBe(MISSING.endBeforeStart));
  expect(dateField('Bitiş tarihi')).toHaveAttribute('aria-invalid', 'true');
  expect(onSubmit).not.toHaveBeenCalled();

  // Corrected, the message goes as it is typed (re-checked after the first save), and the draft saves.
  fireEvent.change(dateField('Bitiş tarihi'), { target: { value: inDays(6) } });
  await waitFor(() => expect(screen.queryByText(MISSING.endBeforeStart)).toBeNull());
  save();
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
});

test('a publication after the start and a start already past are refused at their fields', async () => {
  const onSubmit = renderForm(draft({ yayinTarihi: inDays(-1), baslangicTarihi: inDays(-1 / 24) }));
  save();
  await waitFor(() => expect(messageUnder('Başlangıç tarihi')).toBe(MISSING.startPast));
  expect(messageUnder('Yayın tarihi')).toBe('İstanbul saati (TSİ)');

  fireEvent.change(dateField('Başlangıç tarihi'), { target: { value: inDays(3) } });
  fireEvent.change(dateField('Yayın tarihi'), { target: { value: inDays(4) } });
  save();
  await waitFor(() => expect(messageUnder('Yayın tarihi')).toBe(MISSING.publishAfterStart));
  expect(onSubmit).not.toHaveBeenCalled();
});

test('a draft with sound dates saves though it lacks its item and description', async () => {
  const onSubmit = renderForm(draft({}));
  save();
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0]).toEqual([expect.objectContaining({ kalem: null, aciklama: '' })]);
});

/** Issue #36 item 15: the alias label's hint says what the label does, not what it never did. */
test('the alias label hint says where the label appears', () => {
  renderForm(draft({}));
  expect(screen.getByText(ALIAS_LABEL_HINT)).toBeInTheDocument();
  expect(screen.queryByText(/rumuzlarının önünde/)).toBeNull();
});
