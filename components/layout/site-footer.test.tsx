import { render, screen, within } from '@testing-library/react';
import { SiteFooter, copyrightLine } from './site-footer';

jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

describe('site footer', () => {
  it('writes the copyright line without doubling the full stop after A.Ş.', () => {
    expect(copyrightLine(2026, 'Makine ve Kimya Endüstrisi A.Ş.')).toBe(
      '© 2026 Makine ve Kimya Endüstrisi A.Ş. Tüm hakları saklıdır.',
    );
    expect(copyrightLine(2026, 'Örnek Kurum')).toBe('© 2026 Örnek Kurum. Tüm hakları saklıdır.');
  });

  it('links the contract and help pages, the tender lists, announcements and contact, and social accounts in a new tab', () => {
    render(<SiteFooter year={2026} />);
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/portal-hakkinda/uyelik-sartlari',
        '/portal-hakkinda/kvkk-metni',
        '/portal-hakkinda/kullanici-sozlesmesi',
        '/yardim/sikca-sorulan-sorular',
        '/yardim/portal-kullanim-kilavuzu',
        '/yardim/cerez-politikasi',
        '/ihaleler',
        '/ihaleler/sonuclanan',
        '/duyurular',
        '/iletisim',
        '/acik-veri',
      ]),
    );
    expect(within(footer).getByRole('link', { name: 'Sonuçlanan İhaleler' })).toHaveAttribute(
      'href',
      '/ihaleler/sonuclanan',
    );
    const social = within(screen.getByRole('list', { name: 'Sosyal medya hesaplarımız' })).getAllByRole('link');
    expect(social.length).toBeGreaterThanOrEqual(3);
    for (const a of social) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      expect(a).toHaveAccessibleName(/yeni sekmede açılır/);
    }
    expect(footer).toHaveTextContent('© 2026 Makine ve Kimya Endüstrisi A.Ş. Tüm hakları saklıdır.');
  });
});
