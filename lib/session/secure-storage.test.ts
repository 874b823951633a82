import { decode, encode, secureStorage } from './secure-storage';

describe('secure storage', () => {
  it('round-trips Turkish text and never stores it in clear', () => {
    const value = JSON.stringify({ name: 'Ayşe Yılmaz', token: 'abc.def' });
    const stored = encode(value);
    expect(stored).not.toContain('Ayşe');
    expect(decode(stored)).toBe(value);
  });

  it('namespaces keys with the portal prefix', () => {
    secureStorage.setItem('root', '{"a":1}');
    expect(window.localStorage.getItem('esatis:root')).not.toBeNull();
    expect(secureStorage.getItem('root')).toBe('{"a":1}');
    secureStorage.removeItem('root');
    expect(window.localStorage.getItem('esatis:root')).toBeNull();
  });

  it('reads tampered values as missing instead of throwing', () => {
    window.localStorage.setItem('esatis:root', '%%%not-base64');
    expect(secureStorage.getItem('root')).toBeNull();
  });
});
