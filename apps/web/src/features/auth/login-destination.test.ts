import { describe, expect, it } from 'vitest';
import { destinationAfterLogin, homeOfUser, loginPath, safeNextPath } from './login-destination';

const user = (type: string, fairCodes: string[] = []) => ({ type, fairCodes });

describe('homeOfUser (spec §6)', () => {
  it.each(['C', 'WC', 'WU'])('sends type %s to /account', (type) => {
    expect(homeOfUser(user(type))).toBe('/account');
  });
  it.each(['A', 'X', 'U', 'F'])('sends type %s to the reserved area', (type) => {
    expect(homeOfUser(user(type))).toBe('/reservedarea');
  });
  it('sends a type F user with fairs to the first fair', () => {
    expect(homeOfUser(user('F', ['FI 2025', 'F2']))).toBe('/fieredetail/FI%202025');
  });
  it('ignores fairs for other types', () => {
    expect(homeOfUser(user('A', ['F1']))).toBe('/reservedarea');
  });
});

describe('destinationAfterLogin', () => {
  it('goes back to the page that sent the visitor', () => {
    expect(destinationAfterLogin(user('C'), '/en/cart?x=1', 'en')).toBe('/en/cart?x=1');
  });
  it('goes to the user area in the current language when nothing sent the visitor', () => {
    expect(destinationAfterLogin(user('C'), null, 'en')).toBe('/en/account');
    expect(destinationAfterLogin(user('X'), '', 'it')).toBe('/reservedarea');
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
    expect(destinationAfterLogin(user('C'), next, 'it')).toBe('/account');
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
