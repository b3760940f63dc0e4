import { describe, expect, it } from 'vitest';
import { changeUserPassword, findUser, readUsers, registerUser, USERS_KEY } from './local-users';

function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    raw: (key: string) => data.get(key),
  };
}

const meena = { email: 'Meena@Example.in', password: 'Silk@2026', firstName: 'Meena', lastName: 'Kumar' };

describe('the local users list', () => {
  it("registers into the 'users' list with id, email, password, first and last name", () => {
    const store = memoryStore();
    const result = registerUser(store, meena, 'u-1');
    expect(result).toEqual({ ok: true, user: { id: 'u-1', ...meena, email: 'meena@example.in' } });
    expect(JSON.parse(store.raw(USERS_KEY)!)).toEqual([
      { id: 'u-1', email: 'meena@example.in', password: 'Silk@2026', firstName: 'Meena', lastName: 'Kumar' },
    ]);
  });

  it('refuses a second account with the same email, whatever its case', () => {
    const store = memoryStore();
    registerUser(store, meena, 'u-1');
    expect(registerUser(store, { ...meena, email: ' MEENA@example.IN ' }, 'u-2')).toEqual({
      ok: false,
      reason: 'email-taken',
    });
    expect(readUsers(store)).toHaveLength(1);
  });

  it('finds a user only with the right password', () => {
    const store = memoryStore();
    registerUser(store, meena, 'u-1');
    expect(findUser(store, 'meena@example.in', 'Silk@2026')?.id).toBe('u-1');
    expect(findUser(store, 'meena@example.in', 'silk@2026')).toBeUndefined();
    expect(findUser(store, 'other@example.in', 'Silk@2026')).toBeUndefined();
  });

  it('changes a password only when the current one matches', () => {
    const store = memoryStore();
    registerUser(store, meena, 'u-1');
    expect(changeUserPassword(store, 'meena@example.in', 'wrong', 'New@12345')).toBe(false);
    expect(changeUserPassword(store, 'meena@example.in', 'Silk@2026', 'New@12345')).toBe(true);
    expect(findUser(store, 'meena@example.in', 'New@12345')).toBeDefined();
    expect(findUser(store, 'meena@example.in', 'Silk@2026')).toBeUndefined();
  });

  it('treats an unreadable or foreign list as empty', () => {
    expect(readUsers(memoryStore({ users: '{oops' }))).toEqual([]);
    expect(readUsers(memoryStore({ users: '{"a":1}' }))).toEqual([]);
    expect(readUsers(memoryStore({ users: '[{"id":1},null]' }))).toEqual([]);
  });
});
