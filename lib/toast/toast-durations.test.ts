import { TOAST_MS } from './toast-durations';
import { toast, useToastStore } from './toast-store';

describe('toast durations (docs/spec.md §8, §9)', () => {
  it('favourites 1500 ms, everything else 2 s', () => {
    expect(TOAST_MS).toEqual({ favourite: 1500, standard: 2000 });
  });

  it('a toast without its own duration lasts the standard 2 s', () => {
    toast.success('Çıkış yapıldı.');
    expect(useToastStore.getState().toasts.at(-1)).toMatchObject({ message: 'Çıkış yapıldı.', duration: 2000 });
  });
});
