import { displayInstant } from '@cocoon/domain';
import { describe, expect, it } from 'vitest';
import type { HistoryEvent } from './history-api';
import { eventWords, fieldLabel, historyRows } from './history-rows';

const ID = '6f1c2d3e-4a5b-4c6d-8e7f-901234567890';
const OFFICE = '11111111-2222-4333-8444-555555555555';

const event = (type: string, changes: Record<string, unknown>, occurredAt: string): HistoryEvent => ({
  eventId: `${type}-${occurredAt}`,
  type,
  occurredAt,
  userName: 'branch',
  userType: 'Branch Admin',
  changes,
});

describe('history rows', () => {
  it('puts the event type in words and the time in India as DD/MM/YYYY HH:MM', () => {
    expect(eventWords('CustomerUpdated')).toBe('Customer updated');
    expect(eventWords('StaffPasswordReset')).toBe('Staff password reset');
    expect(eventWords('AdOfficeOpened')).toBe('AD office opened');
    // 18:45 UTC is 00:15 the next day in India.
    expect(displayInstant('2026-03-31T18:45:00.000Z')).toBe('01/04/2026 00:15');
    expect(displayInstant('not a time')).toBe('');
  });

  it('names fields as a reader knows them', () => {
    expect(fieldLabel('bankAcNo')).toBe('Bank Account No');
    expect(fieldLabel('fatherName')).toBe('Father Name');
    expect(fieldLabel('regionId')).toBe('Region');
  });

  it('shows what each event changed compared with the record before it', () => {
    const rows = historyRows(
      [
        event(
          'BranchOpened',
          { branchId: ID, branchName: 'Hosur', city: 'Hosur', adOfficeId: OFFICE, address2: null },
          '2026-11-01T04:30:00.000Z',
        ),
        event(
          'BranchUpdated',
          { branchId: ID, branchName: 'Hosur', city: 'Hosur Town', adOfficeId: OFFICE, address2: null },
          '2026-11-02T04:30:00.000Z',
        ),
        event('BranchDeactivated', { branchId: ID }, '2026-11-03T04:30:00.000Z'),
      ],
      ID,
    );
    expect(rows.map((r) => r.what)).toEqual(['Branch opened', 'Branch updated', 'Branch deactivated']);
    expect(rows[0]!.changes).toEqual([
      { field: 'Branch Name', from: undefined, to: 'Hosur' },
      { field: 'City', from: undefined, to: 'Hosur' },
    ]);
    expect(rows[1]!.changes).toEqual([{ field: 'City', from: 'Hosur', to: 'Hosur Town' }]);
    // Moving to another AD office is a change, even though its id means nothing to a reader.
    const moved = historyRows(
      [
        event('BranchOpened', { branchId: ID, adOfficeId: OFFICE }, '2026-11-01T04:30:00Z'),
        event('BranchUpdated', { branchId: ID, adOfficeId: ID.replace('6f', '7f') }, '2026-11-02T04:30:00Z'),
      ],
      ID,
    );
    expect(moved[1]!.changes).toEqual([{ field: 'AD Office', from: undefined, to: undefined }]);
    expect(rows[2]!.changes).toEqual([]);
    expect(rows[1]).toMatchObject({ who: 'branch (Branch Admin)', when: '02/11/2026 10:00' });
  });

  it('shows a status as its label and a time as DD/MM/YYYY HH:MM', () => {
    const rows = historyRows(
      [
        event(
          'CustomerVerified',
          { customerId: ID, isActive: 1, verifiedAt: '2026-11-22T12:38:49.519Z' },
          '2026-11-22T12:38:49Z',
        ),
      ],
      ID,
    );
    expect(rows[0]!.changes).toEqual([
      { field: 'Status', from: undefined, to: 'Active' },
      { field: 'Verified At', from: undefined, to: '22/11/2026 18:08' },
    ]);
  });

  it('names coded values when the screen knows their names', () => {
    const rows = historyRows(
      [
        event(
          'CustomerRegistered',
          { customerId: ID, districtId: 577, farmerType: 'SMALL' },
          '2026-11-01T04:30:00Z',
        ),
      ],
      ID,
      { districtId: new Map([['577', 'Krishnagiri']]), farmerType: new Map([['SMALL', 'Small farmer']]) },
    );
    expect(rows[0]!.changes).toEqual([
      { field: 'District', from: undefined, to: 'Krishnagiri' },
      { field: 'Farmer Type', from: undefined, to: 'Small farmer' },
    ]);
  });

  it("takes an event's own list of changed fields at its word", () => {
    const rows = historyRows(
      [
        event('CustomerRegistered', { customerId: ID, mobileNo: '9876543210' }, '2026-11-01T04:30:00Z'),
        event(
          'CustomerUpdated',
          { customerId: ID, mobileNo: '9876543211', bankAcNo: 'XXXXXX1234', changed: ['mobileNo'] },
          '2026-11-02T04:30:00Z',
        ),
      ],
      ID,
    );
    expect(rows[1]!.changes).toEqual([{ field: 'Mobile No', from: '9876543210', to: '9876543211' }]);
  });
});
