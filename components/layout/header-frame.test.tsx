import { act, render } from '@testing-library/react';
import { HeaderFrame } from './header-frame';

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

describe('the header (docs/spec.md §9)', () => {
  it('turns solid past 5 px of scroll and back at the top', () => {
    const { container } = render(<HeaderFrame>Başlık</HeaderFrame>);
    const header = container.querySelector('header') as HTMLElement;
    expect(header.dataset.solid).toBe('false');
    scrollTo(5);
    expect(header.dataset.solid).toBe('false');
    scrollTo(6);
    expect(header.dataset.solid).toBe('true');
    scrollTo(0);
    expect(header.dataset.solid).toBe('false');
  });
});
