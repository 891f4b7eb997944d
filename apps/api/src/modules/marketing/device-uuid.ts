import { DEVICE_UUID_COOKIE } from "@optika/api-contract";
import type { FastifyRequest } from "fastify";

const DEVICE_UUID = /^[A-Za-z0-9-]{8,64}$/;

/** The device_uuid cookie when it looks like one (anything else is dropped, never stored). */
export function deviceUuidOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[DEVICE_UUID_COOKIE];
  return value && DEVICE_UUID.test(value) ? value : null;
}
