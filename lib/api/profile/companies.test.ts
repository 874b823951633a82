import { linkCompany, lookupRegistryCompany, toFirmaKayitlari } from './companies';

// jsdom has no Response: the fetch wrapper reads only status, ok and json().
const answer = (status: number, body: unknown) =>
  Promise.resolve({ status, ok: status >= 200 && status < 300, json: () => Promise.resolve(body) });

describe('companies', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('turns the list into the stored company records the login choice reads', () => {
    expect(toFirmaKayitlari([{ id: 4, unvani: 'Anadolu Hurda Metal A.Ş.', vergiNumarasi: '1234567890' }])).toEqual([
      { id: 4, adi: 'Anadolu Hurda Metal A.Ş.', vergiNo: '1234567890' },
    ]);
  });

  it('answers the registry record, or null when the registry does not name the caller', async () => {
    fetchMock.mockReturnValueOnce(
      answer(200, { data: { unvani: 'Marmara Çelik Ticaret A.Ş.', vergiNumarasi: '1112223339' } }),
    );
    await expect(lookupRegistryCompany(' 1112223339 ')).resolves.toEqual({
      unvani: 'Marmara Çelik Ticaret A.Ş.',
      vergiNumarasi: '1112223339',
    });
    expect(String(fetchMock.mock.calls[0][0])).toBe('/api/v1/Mersis/MersisFirmaAktifOrtakBilgisi?vkn=1112223339');

    fetchMock.mockReturnValueOnce(
      answer(404, {
        key: 'NotFound',
        message: 'Ortaklık bilgisi bulunamadı.',
        mesajList: ['Ortaklık bilgisi bulunamadı.'],
      }),
    );
    await expect(lookupRegistryCompany('1112223338')).resolves.toBeNull();
  });

  it('passes other failures on with their mesajList', async () => {
    fetchMock.mockReturnValueOnce(
      answer(400, {
        key: 'ValidationError',
        message: 'x',
        mesajList: ['Vergi kimlik numarası 10 veya 11 haneli bir sayı olmalıdır.'],
      }),
    );
    await expect(lookupRegistryCompany('12')).rejects.toMatchObject({
      mesajList: ['Vergi kimlik numarası 10 veya 11 haneli bir sayı olmalıdır.'],
    });
  });

  it('reads the id of a saved link; an answer without one means nothing was saved', async () => {
    fetchMock.mockReturnValueOnce(answer(200, { data: { id: 12 } }));
    await expect(linkCompany('1112223339')).resolves.toBe(12);
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ vkn: '1112223339' });
    fetchMock.mockReturnValueOnce(answer(200, { data: {} }));
    await expect(linkCompany('1112223339')).resolves.toBeNull();
  });
});
