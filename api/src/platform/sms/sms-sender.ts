/**
 * The port every SMS goes through. The domain never sends: a route asks a sender, and which sender runs is the
 * platform's choice (development: the outbox below; a real gateway: an adapter implementing this interface).
 */
export interface SmsMessage {
  /** 10-digit Indian mobile number. */
  to: string;
  body: string;
  /** What the message is for ('otp', ...): kept with the message for audit and for the gateway's template. */
  purpose: string;
}

export interface SmsSender {
  send(message: SmsMessage): Promise<void>;
}

/** Logs show a number as 98XXXXXX45: enough to tell messages apart, not enough to contact anyone. */
export const maskMobile = (mobile: string) =>
  mobile.length <= 4 ? 'XXXX' : `${mobile.slice(0, 2)}${'X'.repeat(mobile.length - 4)}${mobile.slice(-2)}`;
