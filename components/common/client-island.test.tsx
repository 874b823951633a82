import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { clientIsland } from './client-island';

/** A chunk that arrives when the test says so. */
function deferredChunk<P>() {
  let resolve!: (component: React.ComponentType<P>) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<React.ComponentType<P>>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { load: jest.fn(() => promise), resolve, reject };
}

function Price({ amount }: { amount: string }) {
  return <p data-testid="live">Canlı {amount}</p>;
}

const standIn = ({ amount }: { amount: string }) => <p data-testid="stand-in">{amount}</p>;

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>Bir hata oluştu.</p> : this.props.children;
  }
}

describe('clientIsland', () => {
  it('renders only the stand-in on the server, with no boundary the HTML could stream apart', () => {
    const chunk = deferredChunk<{ amount: string }>();
    const Island = clientIsland(chunk.load, standIn);
    const html = renderToString(<Island amount="871.000,00 TL" />);
    expect(html).toBe('<p data-testid="stand-in">871.000,00 TL</p>');
    expect(chunk.load).not.toHaveBeenCalled();
  });

  it('keeps the server’s stand-in in place after hydration and replaces it once, when the code is there', async () => {
    const chunk = deferredChunk<{ amount: string }>();
    const Island = clientIsland(chunk.load, standIn);
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Island amount="871.000,00 TL" />);
    const serverNode = container.firstElementChild;
    const inserted: string[] = [];
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) inserted.push((n as Element).getAttribute('data-testid') ?? '');
    }).observe(container, { childList: true, subtree: true });

    await act(async () => {
      hydrateRoot(container, <Island amount="871.000,00 TL" />);
    });
    expect(chunk.load).toHaveBeenCalledTimes(1);
    expect(container.firstElementChild).toBe(serverNode);

    await act(async () => chunk.resolve(Price));
    expect(screen.getByTestId('live')).toHaveTextContent('Canlı 871.000,00 TL');
    expect(screen.queryByTestId('stand-in')).toBeNull();
    // Nothing was put into the page before the component: the stand-in was never rendered again.
    expect(inserted).toEqual(['live']);
    container.remove();
  });

  it('keeps the stand-in in place while it is not wanted, and when it comes to be wanted, until the code is there', async () => {
    const chunk = deferredChunk<{ amount: string; wanted: boolean }>();
    const Island = clientIsland(chunk.load, standIn, ({ wanted }) => wanted);
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Island amount="4,00 TL" wanted={false} />);
    const serverNode = container.firstElementChild;

    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <Island amount="4,00 TL" wanted={false} />);
    });
    expect(chunk.load).not.toHaveBeenCalled();

    // The session becomes known: now the component is wanted. The server's node stays until it loads.
    await act(async () => root.render(<Island amount="4,00 TL" wanted />));
    expect(chunk.load).toHaveBeenCalledTimes(1);
    expect(container.firstElementChild).toBe(serverNode);

    await act(async () => chunk.resolve(Price));
    expect(screen.getByTestId('live')).toHaveTextContent('Canlı 4,00 TL');
    container.remove();
  });

  it('renders at once where its code has already loaded, and fetches it once for every island', async () => {
    const chunk = deferredChunk<{ amount: string }>();
    const Island = clientIsland(chunk.load, standIn);
    const first = render(<Island amount="1,00 TL" />);
    expect(screen.getByTestId('stand-in')).toHaveTextContent('1,00 TL');
    await act(async () => chunk.resolve(Price));
    expect(screen.getByTestId('live')).toHaveTextContent('Canlı 1,00 TL');
    first.unmount();

    render(<Island amount="2,00 TL" />);
    expect(screen.getByTestId('live')).toHaveTextContent('Canlı 2,00 TL');
    expect(chunk.load).toHaveBeenCalledTimes(1);
  });

  it('throws a chunk that cannot be fetched to the nearest error boundary', async () => {
    const chunk = deferredChunk<{ amount: string }>();
    const Island = clientIsland(chunk.load, standIn);
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Island amount="3,00 TL" />
      </Boundary>,
    );
    await act(async () => chunk.reject(new Error('ChunkLoadError')));
    expect(screen.getByText('Bir hata oluştu.')).toBeInTheDocument();
    quiet.mockRestore();
  });
});
