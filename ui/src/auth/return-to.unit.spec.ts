import { describe, expect, it } from 'vitest';
import { loginPathFor, returnPathFromSearch, safeReturnPath } from './return-to';

describe('return path after login', () => {
  it('remembers the protected page, query included', () => {
    const login = loginPathFor('/app/cocoondefect/defectinput?id=42');
    expect(login).toBe('/login?from=%2Fapp%2Fcocoondefect%2Fdefectinput%3Fid%3D42');
    expect(returnPathFromSearch(login.split('?')[1]!)).toBe('/app/cocoondefect/defectinput?id=42');
  });

  it('sends a plain /login when the destination is the dashboard anyway', () => {
    expect(loginPathFor('/app/dashboard/analytics')).toBe('/login');
    expect(returnPathFromSearch('')).toBe('/app/dashboard/analytics');
  });

  it('never returns outside the protected app', () => {
    expect(safeReturnPath('https://evil.example/app/')).toBe('/app/dashboard/analytics');
    expect(safeReturnPath('//evil.example')).toBe('/app/dashboard/analytics');
    expect(safeReturnPath('/login')).toBe('/app/dashboard/analytics');
    expect(safeReturnPath('/app/\\evil')).toBe('/app/dashboard/analytics');
  });
});
