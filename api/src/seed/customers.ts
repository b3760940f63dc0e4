import {
  businessDate,
  CUSTOMER_STATUS,
  type CustomerType,
  gstinCheckCharacter,
  LISTS_OF_VALUES,
  registerCustomerSchema,
  verhoeffCheckDigit,
} from '@cocoon/domain';
import type { EventStore } from '@cocoon/eventstore';
import { eventIdFor } from '../commands/event-ids.js';
import { CommandRun } from '../commands/run-command.js';
import { StreamRunner } from '../commands/stream-runner.js';
import {
  loadCustomer,
  registerCustomer,
  updateCustomer,
  verifyCustomer,
  type WriteContext,
} from '../masters/customers/customer-writes.js';
import { SEED_ACTOR } from './offices.js';

/**
 * Demo farmers and reelers: Tamil given names with initials, villages around Hosur,
 * Krishnagiri and Dharmapuri with their real LGD taluk and district codes, and valid-format but fictitious
 * Aadhaar (Verhoeff digit), PAN, GSTIN (check character) and account numbers, and real IFSCs. They go through the same
 * write path as the registration screen (form schema, reservations, head codes, OTP verification event), with
 * fixed command ids and a seeded generator: a re-run appends nothing and the same input gives the same people.
 */
export interface DemoMarket {
  branchId: string;
  /** The market's short code (head-code prefix), e.g. HSR. */
  branchCode: string;
  /** TSC branch ids a farmer of this market may belong to. */
  tscIds?: readonly string[];
}

export interface SeedCustomersOptions {
  farmers?: number;
  reelers?: number;
  seed?: number;
  now?: Date;
}

const MALE = [
  'Murugan',
  'Senthilkumar',
  'Arumugam',
  'Palanisamy',
  'Chinnasamy',
  'Ganesan',
  'Muthusamy',
  'Saravanan',
  'Ramasamy',
  'Perumal',
  'Velusamy',
  'Krishnan',
  'Subramani',
  'Thangaraj',
  'Manikandan',
  'Karthikeyan',
  'Selvaraj',
  'Rajendran',
  'Govindan',
  'Venkatesan',
  'Munirathinam',
  'Madhesh',
  'Anbalagan',
  'Elangovan',
  'Sakthivel',
  'Kumaresan',
  'Balamurugan',
  'Sivakumar',
  'Nagaraj',
  'Jayaraman',
  'Munusamy',
  'Chinnappan',
];
const FEMALE = [
  'Lakshmi',
  'Meenakshi',
  'Kavitha',
  'Selvi',
  'Valli',
  'Pushpa',
  'Chinnaponnu',
  'Muniyammal',
  'Saraswathi',
  'Jayanthi',
  'Malathi',
  'Revathi',
  'Thenmozhi',
  'Kalaiselvi',
  'Vijaya',
  'Amudha',
];
// Reeling around Krishnagiri and Dharmapuri is also a Muslim family trade.
const REELER_NAMES = [
  'Abdul Rahim',
  'Syed Basha',
  'Mohammed Ismail',
  'Anwar Basha',
  'Jaffar Sadiq',
  'Nazeer Ahmed',
];
const INITIALS = 'ABCDGJKMNPRSTV';

/** Village, LGD taluk and district codes (Local Government Directory), PIN. */
const VILLAGES: ReadonlyArray<[village: string, taluk: number, district: number, pin: string]> = [
  ['Hosur', 5890, 577, '635109'],
  ['Bagalur', 5890, 577, '635103'],
  ['Mathigiri', 5890, 577, '635110'],
  ['Zuzuvadi', 5890, 577, '635126'],
  ['Shoolagiri', 6641, 577, '635117'],
  ['Berigai', 6641, 577, '635105'],
  ['Uddanapalli', 6641, 577, '635119'],
  ['Denkanikottai', 5892, 577, '635107'],
  ['Thally', 5892, 577, '635118'],
  ['Kelamangalam', 5892, 577, '635113'],
  ['Anchetty', 6662, 577, '635102'],
  ['Krishnagiri', 5891, 577, '635001'],
  ['Kaveripattinam', 5891, 577, '635112'],
  ['Royakottai', 5891, 577, '635116'],
  ['Bargur', 6613, 577, '635104'],
  ['Pochampalli', 5893, 577, '635206'],
  ['Uthangarai', 5894, 577, '635207'],
  ['Dharmapuri', 5888, 571, '636701'],
  ['Palacode', 5885, 571, '636808'],
  ['Marandahalli', 5885, 571, '636806'],
  ['Pennagaram', 5889, 571, '636810'],
  ['Harur', 5886, 571, '636903'],
  ['Pappireddipatti', 5887, 571, '636905'],
  ['Karimangalam', 6622, 571, '635111'],
  ['Nallampalli', 6623, 571, '636807'],
];
const STREETS = [
  'Main Road',
  'Temple Street',
  'Bazaar Street',
  'School Street',
  'Mariamman Koil Street',
  'Colony',
];
/**
 * Banks farmers around Hosur use, each with account-number length and a few IFSCs that are in the RBI list (the
 * `ifsc` package's, checked by customers.int.spec.ts): registration refuses a code not in it (issue 25). They are
 * real branches, not necessarily the villages' own.
 */
const BANKS: ReadonlyArray<[name: string, ifscs: readonly string[], digits: number]> = [
  ['Indian Bank', ['IDIB000H014', 'IDIB000D011', 'IDIB000K003', 'IDIB000H005'], 10],
  ['State Bank of India', ['SBIN0002925', 'SBIN0007921', 'SBIN0013325', 'SBIN0018918'], 11],
  ['Canara Bank', ['CNRB0001362', 'CNRB0003667', 'CNRB0005945', 'CNRB0008452'], 13],
  ['Indian Overseas Bank', ['IOBA0000392', 'IOBA0001078', 'IOBA0001766', 'IOBA0002462'], 15],
  ['Tamilnad Mercantile Bank', ['TMBL0000068', 'TMBL0000180', 'TMBL0000291', 'TMBL0000389'], 15],
  ['Karur Vysya Bank', ['KVBL0001217', 'KVBL0001441', 'KVBL0001708', 'KVBL0001878'], 16],
];
const COMMUNITIES = ['BC', 'BC', 'MBC/DNC', 'MBC/DNC', 'SC', 'OC', 'BCM', 'ST'] as const;
const BASINS: Record<string, [number, number]> = {
  CHARKA: [2, 10],
  COTTAGE: [5, 20],
  MULTIEND: [10, 50],
  ARM: [100, 400],
};

/** mulberry32: a small seeded generator, so the demo is the same on every machine. */
export function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const digits = (n: number) => Array.from({ length: n }, () => int(0, 9)).join('');
  const letters = (n: number) =>
    Array.from({ length: n }, () => String.fromCharCode(65 + int(0, 25))).join('');
  return { next, int, pick, digits, letters };
}

/**
 * Numbers unique by construction (a collision would be refused as a duplicate): the serial is spread by a
 * multiplier coprime to the range, and the seed shifts it.
 */
const aadhaarFor = (serial: number, seed: number) => {
  const first11 = `${2 + (serial % 8)}${String((serial * 7_919 + seed * 104_729) % 10_000_000_000).padStart(10, '0')}`;
  return `${first11}${verhoeffCheckDigit(first11)}`;
};
const mobileFor = (serial: number, seed: number) =>
  `${[9, 8, 7, 6][serial % 4]}${String((serial * 7_907 + seed * 15_485_863) % 1_000_000_000).padStart(9, '0')}`;

function demoForm(
  rng: ReturnType<typeof generator>,
  customerType: CustomerType,
  serial: number,
  seed: number,
  market: DemoMarket,
  marketIndex: number,
) {
  const female = customerType === 'farmer' && rng.next() < 0.3;
  const given =
    customerType === 'reeler' && rng.next() < 0.35
      ? rng.pick(REELER_NAMES)
      : rng.pick(female ? FEMALE : MALE);
  const initial = rng.pick([...INITIALS]);
  const ledgerName = `${given} ${initial}`;
  const father = rng.pick(MALE);
  // Each market's customers live mostly in the villages nearest it (a window of the list per market).
  const [village, talukId, districtId, pincode] =
    VILLAGES[(marketIndex * 8 + rng.int(0, 11)) % VILLAGES.length]!;
  const mobileNo = mobileFor(serial, seed);
  const [bankName, ifscs, accountDigits] = rng.pick(BANKS);
  const withBank = customerType === 'farmer' || rng.next() < 0.6;
  const pan = `${rng.letters(3)}P${ledgerName[0]}${rng.digits(4)}${rng.letters(1)}`;
  const reelerType = rng.pick(LISTS_OF_VALUES.ReelerType).code;
  const [minBasins, maxBasins] = BASINS[reelerType] ?? [2, 10];
  const gstPrefix = `33${pan}1Z`;
  const licensed = `${rng.int(2012, 2024)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
  return {
    customerType,
    branchCode: market.branchId,
    ledgerName,
    fatherName: `${father} ${rng.pick([...INITIALS])}`,
    address: `${rng.int(1, 240)}/${rng.int(1, 9)}`,
    streetName: rng.pick(STREETS),
    areaName: village,
    city: village,
    talukId,
    districtId,
    pincode,
    mobileNo,
    whatsApp: rng.next() < 0.6 ? mobileNo : null,
    altPhone: null,
    emailId:
      rng.next() < 0.1
        ? `${given.split(' ')[0]!.toLowerCase()}.${initial.toLowerCase()}${serial}@example.com`
        : null,
    gstNo:
      customerType === 'reeler' && rng.next() < 0.4 ? `${gstPrefix}${gstinCheckCharacter(gstPrefix)}` : null,
    aadhaarNo: customerType === 'farmer' || rng.next() < 0.8 ? aadhaarFor(serial, seed) : null,
    panNo: customerType === 'reeler' || rng.next() < 0.2 ? pan : null,
    bankAcNo: withBank ? `${rng.int(1, 9)}${rng.digits(accountDigits - 1)}` : null,
    bankAcName: withBank ? ledgerName : null,
    bankName: withBank ? bankName : null,
    bankBranchName: withBank ? village : null,
    // Six digits drawn as before, so every other value of the demo stays the same person by person.
    ifscCode: withBank ? ifscs[Number(rng.digits(6)) % ifscs.length]! : null,
    bankAcType: withBank ? (customerType === 'reeler' && rng.next() < 0.5 ? 'Current' : 'Savings') : null,
    gender: female ? 'female' : 'male',
    community: rng.pick(COMMUNITIES),
    tsc: customerType === 'farmer' && market.tscIds?.length ? rng.pick(market.tscIds) : null,
    basinCount: customerType === 'reeler' ? rng.int(minBasins, maxBasins) : null,
    licenseNo:
      customerType === 'reeler'
        ? `TN/SER/${market.branchCode}/RL/${licensed.slice(0, 4)}/${rng.digits(4)}`
        : null,
    licenseDate: customerType === 'reeler' ? licensed : null,
    reelerType: customerType === 'reeler' ? reelerType : null,
    farmerType: customerType === 'farmer' ? rng.pick(LISTS_OF_VALUES.FarmerType).code : null,
  };
}

const share = (total: number, parts: number, index: number) =>
  Math.floor(total / parts) + (index < total % parts ? 1 : 0);

export async function seedDemoCustomers(
  store: EventStore,
  markets: readonly DemoMarket[],
  options: SeedCustomersOptions = {},
): Promise<{ farmers: number; reelers: number; pending: number; farmerIds: string[]; reelerIds: string[] }> {
  const { farmers = 200, reelers = 40, seed = 20_261_122, now = new Date() } = options;
  const rng = generator(seed);
  const streams = new StreamRunner(store);
  const today = businessDate(now);
  const counts = { farmers: 0, reelers: 0, pending: 0 };
  const farmerIds: string[] = [];
  const reelerIds: string[] = [];
  let serial = 0;
  for (const [marketIndex, market] of markets.entries()) {
    const plan: Array<[CustomerType, number]> = [
      ['farmer', share(farmers, markets.length, marketIndex)],
      ['reeler', share(reelers, markets.length, marketIndex)],
    ];
    for (const [customerType, count] of plan) {
      for (let i = 0; i < count; i++) {
        serial += 1;
        const form = registerCustomerSchema.parse(
          demoForm(rng, customerType, serial, seed, market, marketIndex),
        );
        const { customerType: type, branchCode: _market, headCode, password, ...profile } = form;
        const commandId = `seed-customer-${market.branchCode}-${type}-${i}`;
        const ctx = (id: string): WriteContext => ({
          run: new CommandRun({ store, streams }, SEED_ACTOR, id, now),
          marketId: market.branchId,
        });
        const customerId = eventIdFor(commandId, -1);
        await registerCustomer(ctx(commandId), {
          customerId,
          customerType: type,
          branchId: market.branchId,
          branchCode: market.branchCode,
          headCode,
          profile,
          today,
        });
        counts[type === 'farmer' ? 'farmers' : 'reelers'] += 1;
        (type === 'reeler' ? reelerIds : farmerIds).push(customerId);
        // Most have verified their mobile; every twelfth is still Pending, every thirtieth has left (inActive).
        if (i % 12 === 11) {
          counts.pending += 1;
          continue;
        }
        const current = await loadCustomer(streams, customerId);
        if (current.isActive === CUSTOMER_STATUS.pending) {
          await verifyCustomer(ctx(`${commandId}-verify`), current, profile.mobileNo);
        }
        if (i % 30 === 29) {
          const verified = await loadCustomer(streams, customerId);
          await updateCustomer(ctx(`${commandId}-leave`), verified, {
            customerId,
            customerType: type,
            profile,
            isActive: CUSTOMER_STATUS.inactive,
            today,
          });
        }
      }
    }
  }
  return { ...counts, farmerIds, reelerIds };
}
