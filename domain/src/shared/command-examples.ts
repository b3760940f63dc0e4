import type { Role } from '../auth/roles.js';

/** One request of a command: its path parameters and body. */
export interface ExampleRequest {
  params?: Record<string, string>;
  body?: unknown;
  /** Headers the call needs besides the session's (a gateway's signature on a delivery report). */
  headers?: Record<string, string>;
}

export interface ExampleLot {
  lotId: string;
  lotNo: number;
}

/** A slot of its own later in the day; the test clock moves into it (bidding) or past its end (approval). */
export interface ExampleSlot {
  startTime: string;
  endTime: string;
  open(): void;
  close(): void;
}

export interface ExampleBatch {
  batchId: string;
  row: { rowId: string; reference: string };
}

type Body = Record<string, unknown>;

/**
 * What a command's example may use (issue 24: the fuzz takes its valid requests from the definitions): a test
 * market (market A of the demo seed, its farmers and reelers), a test clock, and situations made by running the
 * day's commands for real. Implemented for tests in `api/src/testing/example-world.ts`; nothing here is ever
 * called in production.
 */
export interface ExampleWorld {
  /** The test market's business date, YYYY-MM-DD. */
  today(): string;
  /** A new small number on every call: unique codes, names and amounts. */
  next(): number;
  readonly farmers: ReadonlyArray<{ customerId: string }>;
  readonly reelers: ReadonlyArray<{ customerId: string; headCode: string }>;
  /** The test market's branch, and an AD office and region a new office can be registered under. */
  readonly marketBranchId: string;
  readonly adOfficeId: string;
  readonly regionId: string;
  /** The demo seed's passwords: staff (`ad`, `officer`, …) and reelers. */
  readonly staffPassword: string;
  readonly reelerPassword: string;
  /** Runs a command for real as `as` (its call with path parameters filled) and answers its body; fails unless 200. */
  run<T = Record<string, string>>(as: Role | 'reeler', call: string, body: unknown): Promise<T>;

  // Lots through the day (auction).
  /** A valid inward of a farmer's cocoons (the next farmer each time). */
  inwardBody(): Body;
  inward(farmerIndex?: number): Promise<ExampleLot>;
  slotWindow(): ExampleSlot;
  /** A new lot in a new slot, the clock just before it. */
  slotted(farmerIndex?: number): Promise<ExampleLot & { slot: ExampleSlot }>;
  /** One lot bid on and waiting for approval (the same lot on every call). */
  awaitingApproval(): Promise<ExampleLot>;
  /** One approved lot (the same on every call). */
  approvedLot(): Promise<ExampleLot>;
  /** One weighed lot (the same on every call). */
  weighedOnce(): Promise<ExampleLot>;
  /** A new lot weighed just now: money due to the farmer. */
  weighedLot(farmerIndex?: number): Promise<ExampleLot>;

  // Bills and payments.
  /** A lot weighed since the last bills: processing the date has something to (re)issue. */
  billableDay(): Promise<ExampleRequest>;
  /** The farmers in turn (a farmer is paid at most the cash limit a day). */
  nextPayee(): number;
  /** Cash drawn from the bank into the market's cash book (a Contra voucher). */
  drawCash(): Promise<void>;
  /** A lot of the next payee paid in cash; answers the payment's id. */
  cashPayment(): Promise<string>;
  /** A lot of the next payee weighed and paid in cash (a correction of it waits for the Assistant Director). */
  paidLot(): Promise<ExampleLot>;
  /** A batch date of its own (a date's exported batch refuses new rows until the bank answers). */
  batchDate(): string;
  /** Issue 25: a lot weighed and today's payment run built (changed since its last approval): its batch id. */
  builtRun(): Promise<string>;
  /** Issue 25: a row the bank returned (dormant account: re-issued to the same details): its batch and row. */
  returnedRow(): Promise<{ batchId: string; rowId: string }>;
  batchedLot(): Promise<ExampleBatch>;
  /** A batch made by hand and approved by a second person (the market's AD): its file may be made. */
  approvedBatch(): Promise<ExampleBatch>;
  exportedBatch(): Promise<ExampleBatch>;
  /** A balanced Journal voucher of today between the first reeler and the first farmer. */
  journalVoucher(): Body;
  /** A levy remittance of 1 paisa with its own challan, after a lot weighed. */
  levyRemittance(): Promise<Body>;
  /** The test market's go-live, a date long past (so there are months to close). */
  readonly goLive: string;
  /** The next month to close, in order from the go-live month. */
  nextMonthToClose(): string;

  // Masters.
  cocoonType(): Promise<{ cocoonId: string; name: string; shortName: string }>;
  defect(): Promise<{ defectId: string; defectCode: string; defectName: string }>;
  rjdBody(): Body;
  region(): Promise<{ regionId: string; regionName: string }>;
  adBody(): Body;
  adOffice(): Promise<{
    adOfficeId: string;
    adOfficeName: string;
    staffId: string;
    name: string;
    mobileNo: string;
    emailId: string;
  }>;
  tscBody(): Body;
  tsc(): Promise<Body & { branchId: string; branchCode: string; kind: string }>;
  userBody(): Body & { userType: string };
  branchUser(): Promise<{
    staffId: string;
    name: string;
    designation: string;
    mobileNo: string;
    emailId: string;
  }>;
  /** A new farmer's registration form (unique Aadhaar and bank account). */
  farmerForm(): Body;
  /** A new farmer registered and waiting for OTP verification. */
  pendingFarmer(): Promise<{ form: Body; customerId: string; mobile: string }>;
  /** One registered farmer (the same on every call). */
  farmer(): Promise<{ form: Body; customerId: string; mobile: string }>;

  // What only a test can reach.
  /** Sets the Market Officer's password back to the demo one (so changing it to itself is valid). */
  resetOfficerPassword(): Promise<void>;
  /** The OTP last sent by SMS to a mobile number. */
  sentOtp(mobile: string): Promise<string>;
  /** Waits until the worker has given up rendering a document. */
  failedDocument(documentId: string): Promise<void>;
  /** A gateway's delivery report of its own (a new report id), signed with the test callback secret. */
  signedDeliveryReport(): Promise<ExampleRequest>;
}
