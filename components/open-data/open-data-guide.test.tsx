import { render, screen } from '@testing-library/react';
import { OpenDataGuide } from './open-data-guide';

describe('open data guide', () => {
  it('states the licence and gives commands on the configured addresses', () => {
    render(<OpenDataGuide origin="https://ihale.example.gov.tr" api="https://api.example.gov.tr/api" />);
    expect(screen.getByRole('link', { name: /CC BY 4\.0/ })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    const commands = Array.from(document.querySelectorAll('pre')).map((p) => p.textContent);
    expect(commands).toEqual(
      expect.arrayContaining([
        'curl https://api.example.gov.tr/api/acik-veri/ocds/ihaleler',
        'curl "https://api.example.gov.tr/api/acik-veri/ocds/ihaleler?sayfa=2"',
        "curl 'https://api.example.gov.tr/api/external-odata/$metadata'",
        'curl https://ihale.example.gov.tr/ihaleler/feed.xml',
        'curl https://api.example.gov.tr/api/seffaflik/anahtar',
      ]),
    );
  });

  it('names the OCDS record packages and the per-tender key of the bid record (issue #37 items 5, 6)', () => {
    render(<OpenDataGuide origin="https://ihale.example.gov.tr" api="https://api.example.gov.tr/api" />);
    const commands = Array.from(document.querySelectorAll('pre')).map((p) => p.textContent);
    expect(commands).toEqual(
      expect.arrayContaining([
        'curl https://api.example.gov.tr/api/acik-veri/ocds/kayitlar/{ihaleNo}',
        'curl https://api.example.gov.tr/api/acik-veri/ocds/kayitlar',
        'curl "https://api.example.gov.tr/api/seffaflik/anahtar?ihale={ihaleNo}"',
      ]),
    );
    expect(screen.getByText('ihale.example.gov.tr/ihaleler/{ihaleNo}')).toBeInTheDocument();
    expect(screen.getByText('compiledRelease')).toBeInTheDocument();
  });
});
