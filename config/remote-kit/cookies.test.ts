import { readCookie, writeCookie } from './cookies';

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
});
