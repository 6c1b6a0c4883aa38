import { expect, it } from 'vitest';
import { guessDesktop } from './viewport-hint';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

it('takes phones for the phone layout and the rest for the desktop one', () => {
  expect(guessDesktop({ userAgent: IPHONE })).toBe(false);
  expect(guessDesktop({ userAgent: ANDROID_PHONE })).toBe(false);
  expect(guessDesktop({ userAgent: ANDROID_TABLET })).toBe(true);
  expect(guessDesktop({ userAgent: DESKTOP })).toBe(true);
  expect(guessDesktop({})).toBe(true);
});

it('believes the Sec-CH-UA-Mobile client hint over the user agent', () => {
  expect(guessDesktop({ userAgent: DESKTOP, mobileHint: '?1' })).toBe(false);
  expect(guessDesktop({ userAgent: ANDROID_PHONE, mobileHint: '?0' })).toBe(true);
});
