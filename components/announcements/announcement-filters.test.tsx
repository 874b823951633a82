import { fireEvent, render, screen } from '@testing-library/react';
import { useToastStore } from '@/lib/toast/toast-store';
import { AnnouncementFilters } from './announcement-filters';

const push = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const toastTexts = () => useToastStore.getState().toasts.map((t) => `${t.severity}: ${t.message}`);
const none = { title: '', from: '', to: '' };

describe('announcement filters', () => {
  beforeEach(() => {
    push.mockClear();
    useToastStore.setState({ toasts: [] });
  });

  it('shows the applied days as DD.MM.YYYY', () => {
    render(<AnnouncementFilters applied={{ title: '', from: '2024-05-01', to: '2024-05-31' }} />);
    expect(screen.getByRole('textbox', { name: 'Başlangıç Tarihi' })).toHaveValue('01.05.2024');
    expect(screen.getByRole('textbox', { name: 'Bitiş Tarihi' })).toHaveValue('31.05.2024');
  });

  it('stops reversed dates with a Turkish message next to the field and as a toast', () => {
    render(<AnnouncementFilters applied={none} />);
    const from = screen.getByRole('textbox', { name: 'Başlangıç Tarihi' });
    fireEvent.change(from, { target: { value: '10062024' } });
    expect(from).toHaveValue('10.06.2024');
    fireEvent.change(screen.getByRole('textbox', { name: 'Bitiş Tarihi' }), { target: { value: '01.06.2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrele' }));
    expect(push).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual(['error: Başlangıç tarihi bitiş tarihinden sonra olamaz.']);
    expect(from).toHaveAccessibleDescription('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
    expect(from).toHaveAttribute('aria-invalid', 'true');
  });

  it('applies a good range as YYYY-MM-DD in the address, from page 1', () => {
    render(<AnnouncementFilters applied={none} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Başlangıç Tarihi' }), { target: { value: '01.06.2024' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Bitiş Tarihi' }), { target: { value: '30.06.2024' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Başlık' }), { target: { value: ' hurda ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrele' }));
    expect(toastTexts()).toEqual([]);
    expect(push).toHaveBeenCalledWith('/duyurular?baslik=hurda&baslangic=2024-06-01&bitis=2024-06-30');
  });

  it('refuses a day that does not exist', () => {
    render(<AnnouncementFilters applied={none} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Bitiş Tarihi' }), { target: { value: '31.02.2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrele' }));
    expect(push).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual(['error: Bitiş tarihi GG.AA.YYYY biçiminde geçerli bir tarih olmalıdır.']);
  });
});
