import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApprovalDialog } from './approval-dialog';

describe('approval dialog', () => {
  it('enables Tamam only when all three documents are ticked', async () => {
    const onConfirm = jest.fn();
    render(<ApprovalDialog open busy={false} onConfirm={onConfirm} onCancel={jest.fn()} />);
    expect(screen.getByRole('heading', { name: 'Belgelere Onay Vermeniz Gerekmektedir' })).toBeInTheDocument();
    const tamam = screen.getByRole('button', { name: 'Tamam' });
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(3);
    expect(tamam).toBeDisabled();
    await userEvent.click(boxes[0]);
    await userEvent.click(boxes[1]);
    expect(tamam).toBeDisabled();
    await userEvent.click(boxes[2]);
    expect(tamam).toBeEnabled();
    await userEvent.click(tamam);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('links each box to its document in a new tab', () => {
    render(<ApprovalDialog open busy={false} onConfirm={jest.fn()} onCancel={jest.fn()} />);
    const expected = [
      ['KVKK Metni', '/portal-hakkinda/kvkk-metni'],
      ['Kullanıcı Sözleşmesi', '/portal-hakkinda/kullanici-sozlesmesi'],
      ['Üyelik Sözleşmesi', '/portal-hakkinda/uyelik-sartlari'],
    ];
    for (const [name, href] of expected) {
      const link = screen.getByRole('link', { name: new RegExp(name) });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('keeps Tamam and Vazgeç disabled while a request runs', async () => {
    const { rerender } = render(<ApprovalDialog open busy={false} onConfirm={jest.fn()} onCancel={jest.fn()} />);
    for (const box of screen.getAllByRole('checkbox')) await userEvent.click(box);
    rerender(<ApprovalDialog open busy onConfirm={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Tamam' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toBeDisabled();
  });

  it('Vazgeç reports the cancel; Escape does not', async () => {
    const onCancel = jest.fn();
    render(<ApprovalDialog open busy={false} onConfirm={jest.fn()} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
