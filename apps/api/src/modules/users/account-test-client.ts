/** Test helpers of the account suites: JSON calls through app.inject from a chosen address, codes from the outbox. */
import type { FastifyInstance } from "fastify";
import type { TSimulatedSmsGateway } from "../../integrations/sms/simulated-sms-gateway.ts";

export type TCaller = { ip: string; headers?: Record<string, string> };

export async function post(app: FastifyInstance, caller: TCaller, url: string, payload: unknown = {}) {
  const res = await app.inject({
    method: "POST",
    url,
    remoteAddress: caller.ip,
    headers: caller.headers ?? {},
    payload: payload as object,
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers, cookies: res.cookies };
}

export async function get(app: FastifyInstance, caller: TCaller, url: string) {
  const res = await app.inject({
    method: "GET",
    url,
    remoteAddress: caller.ip,
    headers: caller.headers ?? {},
  });
  return { status: res.statusCode, body: res.body === "" ? null : res.json(), headers: res.headers };
}

/** The code of the newest message to a phone: the call's last 4 digits, or the 4 digits of the SMS. */
export function latestCode(sms: TSimulatedSmsGateway, phone: string): string {
  const [message] = sms.outbox(phone);
  const code = message?.text.match(/(\d{4})$/)?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

/** A code that is not `code`. */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 10_000).padStart(4, "0");
}

let nextAddress = 1;
/** A fresh client address per test, so per-address limits of one test never touch another. */
export function freshCaller(headers?: Record<string, string>): TCaller {
  const n = nextAddress++;
  return { ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`, ...(headers ? { headers } : {}) };
}
