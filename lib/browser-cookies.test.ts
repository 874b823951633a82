import { deleteCookie, readCookie, writeCookie } from './browser-cookies';

describe('browser cookies', () => {
  afterEach(() => {
    for (const name of ['pref', 'other', 'odd']) deleteCookie(name);
  });

  it('reads back what it wrote, decoded, also with commas, spaces and Turkish letters', () => {
    writeCookie('pref', '3,17 ğüşİ');
    writeCookie('other', 'x');
    expect(readCookie('pref')).toBe('3,17 ğüşİ');
    expect(readCookie('other')).toBe('x');
    expect(readCookie('missing')).toBeNull();
  });

  it('writes site-wide, SameSite=Lax, with the lifetime asked for and no Secure on http', () => {
    const written: string[] = [];
    const setter = jest.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => void written.push(v));
    writeCookie('pref', '1', { maxAge: 31_536_000 });
    writeCookie('other', '1');
    setter.mockRestore();
    expect(written[0]).toBe('pref=1; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(written[1]).toBe('other=1; Path=/; SameSite=Lax');
  });

  it('deletes a cookie', () => {
    writeCookie('pref', '1');
    deleteCookie('pref');
    expect(readCookie('pref')).toBeNull();
  });

  it('reads a value encoded by someone else as it stands instead of throwing', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: sets a malformed value the way another script could
    document.cookie = 'odd=%E0%A4%A; Path=/';
    expect(readCookie('odd')).toBe('%E0%A4%A');
  });
});
