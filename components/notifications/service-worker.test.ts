import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * public/sw.js run in a stand-in worker scope: what a push shows and where a click goes. The file is
 * plain JavaScript served as is, so the test loads the very text the browser gets.
 */
type Listener = (event: Record<string, unknown>) => void;

function loadWorker(openWindows: Array<{ url: string }> = []) {
  const listeners: Record<string, Listener> = {};
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const opened: string[] = [];
  const navigated: string[] = [];
  const windows = openWindows.map((w) => ({
    url: w.url,
    focus: jest.fn(async () => w),
    navigate: jest.fn(async (u: string) => {
      navigated.push(u);
      return { url: u, focus: jest.fn(async () => undefined) };
    }),
  }));
  const scope = {
    location: new URL('https://esatis.example.gov.tr/sw.js'),
    addEventListener: (name: string, fn: Listener) => {
      listeners[name] = fn;
    },
    skipWaiting: jest.fn(),
    registration: {
      showNotification: jest.fn(async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      }),
    },
    clients: {
      claim: jest.fn(async () => undefined),
      matchAll: jest.fn(async () => windows),
      openWindow: jest.fn(async (u: string) => {
        opened.push(u);
        return null;
      }),
    },
  };
  const source = readFileSync(join(process.cwd(), 'public/sw.js'), 'utf8');
  new Function('self', source)(scope);
  const fire = async (name: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners[name]({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { fire, shown, opened, navigated, windows };
}

const pushData = (value: unknown) => ({
  json: () => (typeof value === 'string' ? JSON.parse(value) : value),
  text: () => String(value),
});

describe('service worker (public/sw.js)', () => {
  it('shows the pushed title, text and the portal icon, keeping the link for the click', async () => {
    const w = loadWorker();
    await w.fire('push', {
      data: pushData({ title: 'Teklifiniz geçildi', body: 'Yeni en yüksek teklif 12.500,00 TL', url: '/ihaleler/12' }),
    });
    expect(w.shown).toEqual([
      {
        title: 'Teklifiniz geçildi',
        options: expect.objectContaining({
          body: 'Yeni en yüksek teklif 12.500,00 TL',
          icon: '/logos/favicon.svg',
          data: { url: '/ihaleler/12' },
        }),
      },
    ]);
  });

  it('shows something sensible for an empty or non-JSON push', async () => {
    const w = loadWorker();
    await w.fire('push', { data: null });
    await w.fire('push', { data: { json: () => JSON.parse('x'), text: () => 'düz metin' } });
    expect(w.shown.map((s) => [s.title, s.options.body])).toEqual([
      ['E-Satış Portalı', ''],
      ['E-Satış Portalı', 'düz metin'],
    ]);
  });

  it('a click opens the item’s path, or focuses an open portal tab and takes it there', async () => {
    const none = loadWorker();
    await none.fire('notificationclick', { notification: { close: jest.fn(), data: { url: '/ihaleler/12' } } });
    expect(none.opened).toEqual(['https://esatis.example.gov.tr/ihaleler/12']);

    const open = loadWorker([{ url: 'https://esatis.example.gov.tr/' }]);
    await open.fire('notificationclick', { notification: { close: jest.fn(), data: { url: '/ihaleler/12' } } });
    expect(open.navigated).toEqual(['https://esatis.example.gov.tr/ihaleler/12']);
    expect(open.opened).toEqual([]);
  });

  it('never opens another origin: such links go to /bildirimler', async () => {
    for (const url of ['https://evil.example.com/x', '//evil.example.com/x', 'javascript:alert(1)', '/\\evil.com']) {
      const w = loadWorker();
      await w.fire('push', { data: pushData({ title: 'x', body: 'y', url }) });
      expect(w.shown[0].options.data).toEqual({ url: '/bildirimler' });
      await w.fire('notificationclick', { notification: { close: jest.fn(), data: { url } } });
      expect(w.opened).toEqual(['https://esatis.example.gov.tr/bildirimler']);
    }
  });
});
