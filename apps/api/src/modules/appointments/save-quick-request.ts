import { randomUUID } from "node:crypto";
import { appointmentMessages as M } from "@optika/domain/appointments";
import { phoneDigitsForApi } from "@optika/domain/phone";
import type { TDb } from "../../db/client.ts";
import { quickAppointmentRequests } from "../../db/schema.ts";
import { HttpError } from "../../http/index.ts";

/** A foreign key refused the row: which one (23503 names its constraint). */
function unknownReference(error: unknown): HttpError | null {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const { code, constraint } = cause as { code?: string; constraint?: string };
  if (code !== "23503") return null;
  return constraint?.includes("service")
    ? new HttpError(400, M.serviceUnknown, { service_id: [M.serviceUnknown] })
    : new HttpError(400, M.storeUnknown, { store_id: [M.storeUnknown] });
}

/** Stores a quick request for the clinic to call back (one INSERT; unknown clinic or service → 400). */
export async function saveQuickRequest(
  db: TDb,
  input: {
    name: string;
    phone: string;
    storeId: number | null;
    serviceId: number | null;
    comment: string;
    userId: number | null;
  },
  now: Date,
): Promise<string> {
  const id = randomUUID();
  try {
    await db.insert(quickAppointmentRequests).values({
      id,
      name: input.name.trim(),
      phone: phoneDigitsForApi(input.phone),
      storeId: input.storeId,
      serviceId: input.serviceId,
      comment: input.comment.trim(),
      userId: input.userId,
      createdAt: now,
    });
  } catch (error) {
    throw unknownReference(error) ?? error;
  }
  return id;
}
