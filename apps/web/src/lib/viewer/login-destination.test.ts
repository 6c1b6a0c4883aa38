import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, homeOfUser, loginPath, safeNextPath } from './login-destination';

/** A user as the gateway describes them: the API decides the destination (spec §6). */
const user = (destination: string) => ({ destination });
const customer = user('/account');

describe('homeOfUser', () => {
  it("is the API's destination in the current language", () => {
    expect(homeOfUser(customer, 'it')).toBe('/account');
    expect(homeOfUser(user('/reservedarea'), 'en')).toBe('/en/reservedarea');
    expect(homeOfUser(user('/fieredetail/FI%202025'), 'en')).toBe('/en/fieredetail/FI%202025');
  });
  it('is the home page when the destination is not a path of this shop', () => {
    expect(homeOfUser(user('https://evil.example'), 'it')).toBe('/');
    expect(homeOfUser(user(''), 'en')).toBe('/en');
  });
});

describe('destinationAfterLogin', () => {
  it('goes back to the page that sent the visitor', () => {
    expect(destinationAfterLogin(customer, '/en/cart?x=1', 'en')).toBe('/en/cart?x=1');
  });
  it('goes to the user area in the current language when nothing sent the visitor', () => {
    expect(destinationAfterLogin(customer, null, 'en')).toBe('/en/account');
    expect(destinationAfterLogin(user('/reservedarea'), '', 'it')).toBe('/reservedarea');
  });
  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    '/login',
    '/en/login?next=/x',
  ])('refuses %s as a destination', (next) => {
    expect(safeNextPath(next)).toBeNull();
    expect(destinationAfterLogin(customer, next, 'it')).toBe('/account');
  });
});

describe('loginPath', () => {
  it('carries the page to come back to', () => {
    expect(loginPath('it', '/cart?a=1')).toBe('/login?next=%2Fcart%3Fa%3D1');
    expect(loginPath('en', '/en/wishlist')).toBe('/en/login?next=%2Fen%2Fwishlist');
  });
  it('leaves out the home page and foreign addresses', () => {
    expect(loginPath('it', '/')).toBe('/login');
    expect(loginPath('en', '/en')).toBe('/en/login');
    expect(loginPath('it', 'https://x.example')).toBe('/login');
  });
});
