import { readCookie, removeCookie, siteCookieDomain, writeCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => {
    for (const name of ['consent', 'alert']) document.cookie = `${name}=; path=/; expires=${new Date(0).toUTCString()}`;
  });

  it('reads a cookie by exact name and decodes it', () => {
    expect(readCookie('a', 'ab=1; a=%7B%22x%22%3Atrue%7D; b=2')).toBe('{"x":true}');
    expect(readCookie('missing', 'a=1')).toBeUndefined();
    expect(readCookie('a', 'a=%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('writes a site-wide cookie that reads back unchanged', () => {
    writeCookie('consent', JSON.stringify({ tracking: false, media: true }), 365);
    writeCookie('alert', '7', 30);
    expect(readCookie('consent')).toBe('{"tracking":false,"media":true}');
    expect(readCookie('alert')).toBe('7');
  });

  it('writes a cookie until a moment and removes it again', () => {
    writeCookie('cartAmount', '3', { expires: new Date(Date.now() + 15 * 60_000) });
    expect(readCookie('cartAmount')).toBe('3');
    removeCookie('cartAmount');
    expect(readCookie('cartAmount')).toBeUndefined();
  });

  it('names the parent domain of a site address, none for local hosts and IP addresses', () => {
    expect(siteCookieDomain('www.example.org')).toBe('example.org');
    expect(siteCookieDomain('example.org')).toBe('example.org');
    expect(siteCookieDomain('localhost')).toBeUndefined();
    expect(siteCookieDomain('127.0.0.1')).toBeUndefined();
    expect(siteCookieDomain('::1')).toBeUndefined();
  });
});
