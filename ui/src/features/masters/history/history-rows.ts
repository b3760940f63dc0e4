import { displayInstant } from '@cocoon/domain';
import { isActiveLabel } from '../../../components/table/labels';
import type { HistoryEvent } from './history-api';

export interface FieldChange {
  field: string;
  /** Undefined for the first value a field gets, or when the values are ids that mean nothing to a reader. */
  from?: string;
  to?: string;
}

export interface HistoryRow {
  eventId: string;
  /** When, DD/MM/YYYY HH:MM in India (Asia/Kolkata) whatever the browser's zone. */
  when: string;
  /** Sortable form of `when`. */
  occurredAt: string;
  /** The event type in words: 'CustomerUpdated' → 'Customer updated'. */
  what: string;
  who: string;
  changes: FieldChange[];
}

/** Field names a reader knows by another name than the camel-cased one. */
const LABELS: Record<string, string> = {
  ledgerName: 'Name',
  aadhaarNo: 'Aadhaar No',
  panNo: 'PAN',
  gstNo: 'GSTIN',
  bankAcNo: 'Bank Account No',
  bankAcName: 'Account Holder Name',
  bankAcType: 'Account Type',
  ifscCode: 'IFSC Code',
  emailId: 'Email',
  mobileNo: 'Mobile No',
  whatsApp: 'WhatsApp No',
  altPhone: 'Alternate Phone',
  pincode: 'PIN Code',
  pinCode: 'PIN Code',
  branchNameTa: 'Branch Name (Tamil)',
  tsc: 'TSC',
  districtId: 'District',
  talukId: 'Taluk',
  adCode: 'AD Code',
  adOfficeId: 'AD Office',
  adOfficeName: 'AD Office Name',
  isActive: 'Status',
  userName: 'Username',
};

export function fieldLabel(field: string): string {
  const known = LABELS[field];
  if (known) return known;
  const words = field.replace(/(.)Id$/, '$1').replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Words the event names spell in camel case that a reader knows in capitals. */
const ACRONYMS: Record<string, string> = { ad: 'AD', rjd: 'RJD', tsc: 'TSC', otp: 'OTP' };

/** 'CustomerUpdated' → 'Customer updated'; 'AdOfficeOpened' → 'AD office opened'. */
export function eventWords(type: string): string {
  const words = type
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ')
    .map((word) => ACRONYMS[word] ?? word)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Names for coded values, per field: district and taluk codes, list-of-value codes, a TSC's id. */
export type ValueNames = Readonly<Record<string, ReadonlyMap<string, string>>>;

function show(field: string, value: unknown, names: ValueNames): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const named = names[field]?.get(String(value));
  if (named) return named;
  if (field === 'isActive') return isActiveLabel(value);
  if (typeof value === 'string' && UUID.test(value)) return undefined;
  if (typeof value === 'string' && TIMESTAMP.test(value)) return displayInstant(value) || value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * The rows of a History tab, oldest first as the server sends them: each event with the fields it changed
 * compared with the record as the events before it left it. An event that lists its own changed fields
 * (CustomerUpdated's `changed`) is taken at its word. The record's own id is never a change.
 */
export function historyRows(
  events: readonly HistoryEvent[],
  recordId: string,
  names: ValueNames = {},
): HistoryRow[] {
  const known: Record<string, unknown> = {};
  return events.map((event) => {
    const { changed, ...data } = event.changes as Record<string, unknown> & { changed?: unknown };
    const fields = Object.keys(data).filter((key) => data[key] !== recordId);
    const listed = Array.isArray(changed) ? changed.filter((f): f is string => typeof f === 'string') : null;
    const differing = (listed ?? fields).filter(
      (key) => JSON.stringify(data[key] ?? null) !== JSON.stringify(known[key] ?? null),
    );
    const changes = differing
      .map((key) => ({
        field: fieldLabel(key),
        from: show(key, known[key], names),
        to: show(key, data[key], names),
      }))
      // An id set for the first time says nothing a reader can use (the market of a new record).
      .filter((change, i) => change.from !== undefined || change.to !== undefined || differing[i]! in known);
    Object.assign(known, data);
    const who = event.userName ? `${event.userName}${event.userType ? ` (${event.userType})` : ''}` : '';
    return {
      eventId: event.eventId,
      when: displayInstant(event.occurredAt),
      occurredAt: event.occurredAt,
      what: eventWords(event.type),
      who,
      changes,
    };
  });
}
