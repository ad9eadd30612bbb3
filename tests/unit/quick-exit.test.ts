import { describe, expect, it } from 'vitest';
import { createPressCounter } from '../../src/lib/presses';
import { DEFAULT_QUICK_EXIT_URL, quickExitUrlFrom } from '../../src/lib/config';

describe('Escape three times within 1.5 s', () => {
  it('fires on the third press inside the window, then counts afresh', () => {
    const press = createPressCounter(3, 1500);
    expect([press(0), press(500), press(1000)]).toEqual([false, false, true]);
    expect([press(1100), press(1200)]).toEqual([false, false]);
    expect(press(1300)).toBe(true);
  });

  it('does not fire when the presses are spread over more than the window', () => {
    const press = createPressCounter(3, 1500);
    expect([press(0), press(800), press(1600)]).toEqual([false, false, false]);
    // 800, 1600 and 2000 are within 1.5 s of each other.
    expect(press(2000)).toBe(true);
    expect([press(5000), press(6600), press(8200)]).toEqual([false, false, false]);
  });
});

describe('VITE_QUICK_EXIT_URL', () => {
  it('defaults to an ordinary weather site', () => {
    expect(DEFAULT_QUICK_EXIT_URL).toBe('https://weather.com/');
    expect(quickExitUrlFrom(undefined)).toBe('https://weather.com/');
    expect(quickExitUrlFrom('   ')).toBe('https://weather.com/');
  });

  it('accepts http(s) addresses only', () => {
    expect(quickExitUrlFrom(' https://news.google.com ')).toBe('https://news.google.com/');
    expect(quickExitUrlFrom('http://example.org/path?q=1')).toBe('http://example.org/path?q=1');
    expect(quickExitUrlFrom('javascript:alert(1)')).toBe('https://weather.com/');
    expect(quickExitUrlFrom('ftp://example.org/')).toBe('https://weather.com/');
    expect(quickExitUrlFrom('weather.com')).toBe('https://weather.com/');
  });
});
