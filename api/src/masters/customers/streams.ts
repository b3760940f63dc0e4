import { createHash } from 'node:crypto';
import type { CustomerType } from '@cocoon/domain';

/**
 * Reservation stream names. Stream names show up in logs, metrics and admin tools, so a personal number is never
 * one: Aadhaar and mobile are keyed by a SHA-256 of the value (with a purpose prefix, so the same digits in two
 * roles give unrelated names). The full value lives only in the customer's own events.
 */
const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);

export const aadhaarReservationStream = (aadhaarNo: string) =>
  `reservation-aadhaar-${digest(`aadhaar:${aadhaarNo}`)}`;

/** The same mobile may belong to a farmer and a reeler, or to customers of different markets. */
export const mobileReservationStream = (branchId: string, customerType: CustomerType, mobileNo: string) =>
  `reservation-mobile-${digest(`mobile:${branchId}:${customerType}:${mobileNo}`)}`;

/** Head codes are not personal: readable names help an operator. */
export const headCodeReservationStream = (branchId: string, headCode: string) =>
  `reservation-headcode-${branchId}-${headCode}`;
