/**
 * The SMS and call provider (spec §7: sign-in codes by call or SMS, appointment confirmations and
 * reminders). A real provider implements the same interface; the built-in simulator
 * (simulated-sms-gateway.ts) is the default and keeps what it "sent" in a dev outbox.
 */
export type TSmsChannel = "sms" | "call";

export type TSmsMessage = {
  /** the domain's normalised phone, digits only with the country code: "79001234567" */
  phone: string;
  /** "call": a flash call whose caller number ends in the code; "sms": a text message */
  channel: TSmsChannel;
  /** the text of an SMS, or for a call the number that calls (its last digits are the code) */
  text: string;
};

export type TSentSms = TSmsMessage & { id: number; sentAt: Date };

/** Thrown by a gateway when the provider refuses or fails (the caller answers with a 5xx message). */
export class SmsGatewayError extends Error {
  override name = "SmsGatewayError";
}

export interface ISmsGateway {
  readonly name: string;
  /** Sends one message or throws SmsGatewayError. Never logs the text (it may hold a code). */
  send(message: TSmsMessage): Promise<void>;
}
