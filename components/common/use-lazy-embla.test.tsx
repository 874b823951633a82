import { render, screen, waitFor } from '@testing-library/react';
import type { EmblaOptionsType } from 'embla-carousel';
import { useLazyEmbla } from './use-lazy-embla';

const instance = { destroy: jest.fn(), reInit: jest.fn() };
const EmblaCarousel = jest.fn((_node: HTMLElement, _options: EmblaOptionsType) => instance);
jest.mock('embla-carousel', () => ({
  __esModule: true,
  default: (node: HTMLElement, options: EmblaOptionsType) => EmblaCarousel(node, options),
}));

function Carousel({ options }: { options: EmblaOptionsType }) {
  const [ref, api] = useLazyEmbla(options);
  return (
    <div ref={ref} data-testid="viewport">
      {api ? 'hazır' : 'yükleniyor'}
    </div>
  );
}

beforeEach(() => jest.clearAllMocks());

describe('useLazyEmbla', () => {
  it('renders the slides first, then starts the engine on the viewport with the options', async () => {
    render(<Carousel options={{ loop: true }} />);
    expect(screen.getByTestId('viewport')).toHaveTextContent('yükleniyor');
    await waitFor(() => expect(screen.getByTestId('viewport')).toHaveTextContent('hazır'));
    expect(EmblaCarousel).toHaveBeenCalledTimes(1);
    expect(EmblaCarousel).toHaveBeenCalledWith(screen.getByTestId('viewport'), { loop: true });
    expect(instance.reInit).not.toHaveBeenCalled();
  });

  it('re-initialises when the options change, not when only their object does', async () => {
    const { rerender } = render(<Carousel options={{ loop: false }} />);
    await waitFor(() => expect(screen.getByTestId('viewport')).toHaveTextContent('hazır'));
    rerender(<Carousel options={{ loop: false }} />);
    expect(instance.reInit).not.toHaveBeenCalled();
    rerender(<Carousel options={{ loop: true }} />);
    expect(instance.reInit).toHaveBeenCalledWith({ loop: true });
  });

  it('destroys the engine when the carousel goes', async () => {
    const { unmount } = render(<Carousel options={{}} />);
    await waitFor(() => expect(screen.getByTestId('viewport')).toHaveTextContent('hazır'));
    unmount();
    expect(instance.destroy).toHaveBeenCalledTimes(1);
  });
});
