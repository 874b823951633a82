import { render, screen, within } from '@testing-library/react';
import { ProfileTable } from './profile-table';

describe('profile table', () => {
  const rows = [
    { no: 42, title: 'Hurda Bakır' },
    { no: 43, title: 'Ahşap Palet' },
  ];

  it('is a captioned table whose cells carry their column name for the phone layout, with row accents', () => {
    render(
      <ProfileTable
        caption="Favori ihalelerim"
        columns={[
          { key: 'no', header: 'İhale No', render: (r) => r.no },
          { key: 'title', header: 'İhale Başlığı', render: (r) => r.title },
          {
            key: 'x',
            header: 'İşlemler',
            render: () => <button type="button">Kaldır</button>,
            hideLabelOnMobile: true,
          },
        ]}
        rows={rows}
        rowKey={(r) => r.no}
        rowAccent={(r) => (r.no === 43 ? 'pulse' : undefined)}
      />,
    );
    const table = screen.getByRole('table', { name: 'Favori ihalelerim' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['İhale No', 'İhale Başlığı', 'İşlemler']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveAttribute('data-row-key', '42');
    expect(first).not.toHaveAttribute('data-accent');
    expect(second).toHaveAttribute('data-accent', 'pulse');
    const cells = within(first).getAllByRole('cell');
    expect(cells[1]).toHaveAttribute('data-label', 'İhale Başlığı');
    expect(cells[2]).not.toHaveAttribute('data-label');
  });
});
