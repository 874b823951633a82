import { fireEvent, render, screen } from '@testing-library/react';
import { LeaveConfirmDialog } from './leave-confirm-dialog';

describe('leave confirmation dialog', () => {
  it('asks with the exact text; Vazgeç has the focus and goes back', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<LeaveConfirmDialog open busy={false} onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('dialog', { name: 'İhaleden Ayrılma Onayı' });
    expect(dialog).toHaveAccessibleDescription(
      'İhaleden ayrılmak istediğinize emin misiniz? Blokeli teminatınız çözülecektir.',
    );
    const back = screen.getByRole('button', { name: 'Vazgeç' });
    expect(back).toHaveFocus();
    fireEvent.click(back);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('leaves only on the confirm button', () => {
    const onConfirm = jest.fn();
    render(<LeaveConfirmDialog open busy={false} onConfirm={onConfirm} onCancel={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Evet, Ayrıl' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cannot be closed or confirmed twice while the call runs', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    render(<LeaveConfirmDialog open busy onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Evet, Ayrıl' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vazgeç' })).toBeDisabled();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
