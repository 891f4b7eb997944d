import { type ISmsGateway, SmsGatewayError, type TSentSms, type TSmsMessage } from "./sms-gateway.ts";

export type TSimulatedSmsGateway = ISmsGateway & {
  /** The dev outbox: messages for one phone (or all), newest first. */
  outbox(phone?: string): readonly TSentSms[];
  /** the next n sends fail, as a provider outage would */
  failNext(n: number): void;
};

/**
 * The built-in provider: works offline and sends nothing anywhere. Messages land in an in-memory
 * outbox (the last `capacity`), which `GET /dev/outbox?phone=` shows outside production — the only
 * place a code can be read in development and in the end-to-end tests.
 */
export function createSimulatedSmsGateway(
  options: { capacity?: number; now?: () => Date } = {},
): TSimulatedSmsGateway {
  const capacity = options.capacity ?? 1000;
  const now = options.now ?? (() => new Date());
  const sent: TSentSms[] = [];
  let nextId = 1;
  let failures = 0;
  return {
    name: "simulator",
    async send(message: TSmsMessage) {
      if (failures > 0) {
        failures--;
        throw new SmsGatewayError("SMS simulator: failure on demand");
      }
      sent.push({ ...message, id: nextId++, sentAt: now() });
      if (sent.length > capacity) sent.splice(0, sent.length - capacity);
    },
    outbox(phone?: string) {
      const mine = phone === undefined ? sent : sent.filter((m) => m.phone === phone);
      return [...mine].reverse();
    },
    failNext(n: number) {
      failures = n;
    },
  };
}
