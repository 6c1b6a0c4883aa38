import { beforeEach, describe, expect, it } from 'vitest';
import { rememberUserType, rememberedUserType } from './user-type-hint';

describe('layout hint', () => {
  beforeEach(() => sessionStorage.clear());

  it('remembers the last user type of the tab and forgets it for a visitor', () => {
    expect(rememberedUserType()).toBeNull();
    rememberUserType('A');
    expect(rememberedUserType()).toBe('A');
    rememberUserType(null);
    expect(rememberedUserType()).toBeNull();
  });

  it('works without storage (blocked by the browser)', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(() => rememberUserType('A', blocked)).not.toThrow();
    expect(rememberedUserType(blocked)).toBeNull();
  });
});
