import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountChoiceDialog } from './account-choice-dialog';

const firmalar = [
  { id: 4, adi: 'Anadolu Hurda Metal A.Ş.', vergiNo: '1234567890' },
  { id: 5, adi: 'Ege Geri Dönüşüm Ltd. Şti.', vergiNo: '9876543217' },
];

describe('account choice dialog', () => {
  it('offers the person and each company with their tags and tax numbers', async () => {
    const onChoose = jest.fn();
    render(
      <AccountChoiceDialog
        open
        fullName="Ayşe Yılmaz"
        personId={1}
        firmalar={firmalar}
        pendingId={null}
        onChoose={onChoose}
      />,
    );
    expect(screen.getByRole('heading', { name: 'İhale Sistemine Giriş Seçimi' })).toBeInTheDocument();
    expect(screen.getByText(/çıkış yapıp yeniden giriş yapmanız gerekmektedir/)).toBeInTheDocument();
    const person = screen.getByRole('button', { name: /Ayşe Yılmaz/ });
    expect(person).toHaveTextContent('Gerçek Kişi');
    const ege = screen.getByRole('button', { name: /Ege Geri Dönüşüm/ });
    expect(ege).toHaveTextContent('Firma');
    expect(ege).toHaveTextContent('VKN: 9876543217');
    await userEvent.click(ege);
    expect(onChoose).toHaveBeenCalledWith(5);
  });

  it('cannot be closed: no close button and Escape does nothing', async () => {
    render(
      <AccountChoiceDialog
        open
        fullName="Ayşe Yılmaz"
        personId={1}
        firmalar={firmalar}
        pendingId={null}
        onChoose={jest.fn()}
      />,
    );
    expect(screen.queryByRole('button', { name: /kapat/i })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('disables every option while the chosen one is being recorded', () => {
    render(
      <AccountChoiceDialog
        open
        fullName="Ayşe Yılmaz"
        personId={1}
        firmalar={firmalar}
        pendingId={4}
        onChoose={jest.fn()}
      />,
    );
    for (const b of screen.getAllByRole('button')) expect(b).toBeDisabled();
  });
});
