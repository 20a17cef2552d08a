import { describe, expect, it } from 'vitest';
import { checkUrlList, urlProblem } from './url-check';

const strict = { allowPrivate: false };

describe('urlProblem', () => {
  it.each([
    'https://shop.example.com/thanks',
    'http://shop.example.com:8080/return?order=1#done',
    'https://xn--bcher-kva.example/ipn',
    'https://8.8.8.8/notify',
    'https://[2a00:1450:4001:82a::200e]/ipn',
    'https://shop.example.test/cancel',
  ])('accepts %s', (url) => {
    expect(urlProblem(url, strict)).toBeNull();
  });

  it.each<[string, string]>([
    ['', 'malformed'],
    ['shop.example.com/thanks', 'malformed'],
    ['https://shop example.com/', 'malformed'],
    ['ftp://shop.example.com/file', 'notHttp'],
    ['javascript:alert(1)', 'notHttp'],
    ['data:text/html,hi', 'notHttp'],
    ['https://user:secret@shop.example.com/', 'credentials'],
    ['https://user@shop.example.com/', 'credentials'],
    [`https://shop.example.com/${'a'.repeat(2048)}`, 'tooLong'],
    ['http://localhost:3000/return', 'privateHost'],
    ['http://shop.localhost/return', 'privateHost'],
    ['http://printer.local/', 'privateHost'],
    ['http://db.internal/', 'privateHost'],
    ['http://127.0.0.1:5174/', 'privateHost'],
    ['http://2130706433/', 'privateHost'],
    ['http://0x7f.1/', 'privateHost'],
    ['http://10.1.2.3/', 'privateHost'],
    ['http://172.16.0.1/', 'privateHost'],
    ['http://192.168.1.1/', 'privateHost'],
    ['http://169.254.169.254/latest/meta-data', 'privateHost'],
    ['http://100.64.0.1/', 'privateHost'],
    ['http://0.0.0.0/', 'privateHost'],
    ['http://[::1]/', 'privateHost'],
    ['http://[fd00::1]/', 'privateHost'],
    ['http://[fe80::1]/', 'privateHost'],
    ['http://[::ffff:127.0.0.1]/', 'privateHost'],
    ['http://intranet/', 'singleLabelHost'],
  ])('refuses %s (%s)', (url, problem) => {
    expect(urlProblem(url, strict)).toBe(problem);
  });

  it('lets private hosts through when the sandbox is told to, but never other problems', () => {
    const allow = { allowPrivate: true };
    expect(urlProblem('http://127.0.0.1:5174/return', allow)).toBeNull();
    expect(urlProblem('http://localhost/x', allow)).toBeNull();
    expect(urlProblem('ftp://127.0.0.1/', allow)).toBe('notHttp');
    expect(urlProblem('http://u:p@127.0.0.1/', allow)).toBe('credentials');
  });
});

describe('checkUrlList', () => {
  it('answers one result per URL, in order', () => {
    expect(checkUrlList(['https://shop.example.com/', 'http://localhost/'], strict)).toEqual([
      { url: 'https://shop.example.com/', valid: true, problem: null },
      { url: 'http://localhost/', valid: false, problem: 'privateHost' },
    ]);
  });
});
