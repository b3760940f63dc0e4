import { describe, expect, it } from 'vitest';
import { accountLabel, findAccounts, matchesAccount } from './account-search';

const cash = { code: null, name: 'Cash' };
const murugan = { code: 'HSR-F-000012', name: 'Murugan K', village: 'Bagalur', mobileNo: '9876543210' };
const selvi = { code: 'HSR-F-000120', name: 'Selvi R', village: 'Hosur', mobileNo: '9123456789' };
const reeler = { code: 'HSR-R-000001', name: 'Sri Silks', village: 'Hosur', mobileNo: '9000000012' };
const all = [cash, murugan, selvi, reeler];

describe('account search (issue 27: pickers search by code, name, village and mobile)', () => {
  it('labels an account by its code and name, a market account by its name', () => {
    expect(accountLabel(murugan)).toBe('HSR-F-000012 Murugan K');
    expect(accountLabel(cash)).toBe('Cash');
  });

  it('finds by code, name, village or mobile, ignoring case', () => {
    expect(findAccounts(all, 'f-000012')).toEqual([murugan]);
    expect(findAccounts(all, 'MURUGAN')).toEqual([murugan]);
    expect(findAccounts(all, 'bagalur')).toEqual([murugan]);
    expect(findAccounts(all, '43210')).toEqual([murugan]);
    expect(findAccounts(all, 'cash')).toEqual([cash]);
  });

  it('needs every word typed: a village and part of a mobile number', () => {
    expect(findAccounts(all, 'hosur 9000')).toEqual([reeler]);
    expect(matchesAccount(selvi, 'hosur 9000')).toBe(false);
  });

  it('finds a mobile number typed with spaces or a code typed with extra spaces', () => {
    expect(findAccounts(all, '98765 43210')).toEqual([murugan]);
    expect(matchesAccount(murugan, '  murugan   k ')).toBe(true);
  });

  it('lists everything for an empty query, up to the limit', () => {
    expect(findAccounts(all, '')).toEqual(all);
    expect(findAccounts(all, ' ', 2)).toEqual([cash, murugan]);
  });

  it('puts a code typed in full first', () => {
    const twelve = { code: 'HSR-F-00001', name: 'Arul', village: 'HSR-F-000012 Street', mobileNo: null };
    expect(findAccounts([twelve, murugan], 'hsr-f-000012')).toEqual([murugan, twelve]);
  });
});
