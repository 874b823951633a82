import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfos } from '@/lib/session/session-store';
import { UserMenu } from './user-menu';

jest.mock('next/navigation', () => ({ usePathname: () => '/' }));
jest.mock('@/lib/session/logout', () => ({ logout: jest.fn(() => Promise.resolve()) }));
import { logout } from '@/lib/session/logout';

const ayse: UserInfos = {
  email: 'ayse.yilmaz@example.com.tr',
  phone_number: '5321234567',
  NameSurname: 'Ayşe Yılmaz',
  preferred_username: '10000000146',
  name: '10000000146',
  gercekKisilikId: 1,
  aktifCariId: 5,
  aktifCariTuru: 'firma',
  userFirmaKayitlarInfo: [
    { id: 4, adi: 'Anadolu Hurda Metal A.Ş.', vergiNo: '1234567890' },
    { id: 5, adi: 'Ege Geri Dönüşüm Ltd. Şti.', vergiNo: '9876543217' },
  ],
};

describe('signed-in user box', () => {
  it('shows the first name and the active company', () => {
    render(<UserMenu userInfos={ayse} />);
    const button = screen.getByRole('button', { name: /Kullanıcı menüsü/ });
    expect(button).toHaveTextContent('Ayşe');
    expect(button).not.toHaveTextContent('Yılmaz');
    expect(screen.getByTestId('user-box-company')).toHaveTextContent('Ege Geri Dönüşüm Ltd. Şti.');
  });

  it('shows no company when acting as the natural person', () => {
    render(<UserMenu userInfos={{ ...ayse, aktifCariId: 1, aktifCariTuru: 'gercek' }} />);
    expect(screen.queryByTestId('user-box-company')).not.toBeInTheDocument();
  });

  it('uses the long-name style only above 15 characters', () => {
    const { unmount } = render(<UserMenu userInfos={{ ...ayse, NameSurname: 'Mustafa Can Öztürk' }} />);
    expect(screen.getByText('Mustafa Can')).not.toHaveAttribute('data-long-name');
    unmount();
    render(<UserMenu userInfos={{ ...ayse, NameSurname: 'Ayşe Gülizar Nuriye Yılmaz' }} />);
    expect(screen.getByText('Ayşe Gülizar Nuriye')).toHaveAttribute('data-long-name', 'true');
  });

  it('opens from the keyboard with the full name, the profile links and Çıkış', async () => {
    render(<UserMenu userInfos={ayse} />);
    const button = screen.getByRole('button', { name: /Kullanıcı menüsü/ });
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu');
    expect(screen.getByText('Ayşe Yılmaz')).toBeInTheDocument();
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Hesabım',
      'Favori İhalelerim',
      'Katıldığım İhalelerim',
      'İletişim',
      'Çıkış',
    ]);
    expect(items.slice(0, 4).map((i) => i.getAttribute('href'))).toEqual([
      '/hesabim',
      '/favori-ihaleler',
      '/katildigim-ihaleler',
      '/profil-iletisim',
    ]);
    expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(menu).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('Çıkış logs out', async () => {
    render(<UserMenu userInfos={ayse} />);
    await userEvent.click(screen.getByRole('button', { name: /Kullanıcı menüsü/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Çıkış' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
