import { fetchInclusionProof, fetchVerifierKey, recordLines, toRecordRow } from './transparency';
import { ApiRequestError } from './http';

const answer = (status: number, text: string) => ({
  status,
  ok: status < 300,
  headers: new Headers(),
  text: async () => text,
  json: async () => JSON.parse(text),
});

describe('the bid record in the browser (lib/api/transparency)', () => {
  it('reads a text endpoint exactly as sent, without a token, and a 404 as the error shape', async () => {
    const fetchMock = jest.fn().mockResolvedValue(answer(200, 'localhost/seffaflik+0a1b2c3d+AQ==\n'));
    global.fetch = fetchMock as unknown as typeof fetch;
    await expect(fetchVerifierKey()).resolves.toBe('localhost/seffaflik+0a1b2c3d+AQ==\n');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/seffaflik/anahtar');
    expect(init.headers.Authorization).toBeUndefined();

    global.fetch = jest
      .fn()
      .mockResolvedValue(answer(404, JSON.stringify({ key: 'NotFound', message: 'İhale bulunamadı.' }))) as never;
    const err = await fetchVerifierKey().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect((err as ApiRequestError).message).toBe('İhale bulunamadı.');
  });

  it('refuses a proof of another shape instead of building a receipt from it', async () => {
    global.fetch = jest
      .fn()
      .mockResolvedValue(
        answer(200, JSON.stringify({ treeSize: 3, leafIndex: 1, hashes: [1], checkpoint: 'x' })),
      ) as never;
    await expect(fetchInclusionProof(12, 1)).rejects.toThrow('Kanıt beklenen biçimde değil.');
  });

  it('splits the lines on newlines only and names kinds and currencies as the portal does', () => {
    expect(recordLines('a\nb\n')).toEqual(['a', 'b']);
    expect(recordLines('')).toEqual([]);
    const base = { ihaleId: 3, sira: 1, zaman: '2026-11-26T12:00:00.000Z', bitis: '2026-11-26T13:00:00.000Z' };
    expect(toRecordRow({ ...base, tur: 'teklif', rumuz: 'Ada', tutar: '1500.50', paraBirimi: 'TRY' })).toMatchObject({
      turLabel: 'Teklif',
      tutar: 1500.5,
      currency: 'TL',
    });
    expect(
      toRecordRow({ ...base, tur: 'teklif', rumuz: 'Ada', tutar: '9.00', paraBirimi: 'USD', otomatik: true }),
    ).toMatchObject({ turLabel: 'Otomatik teklif', currency: 'USD' });
    expect(toRecordRow({ ...base, tur: 'uzatma' })).toMatchObject({ turLabel: 'Uzatma', rumuz: null, tutar: null });
  });
});
