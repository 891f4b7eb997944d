import type { FastifyPluginAsync } from "fastify";
import { z } from "zod";
import type { TSimulatedSmsGateway } from "./simulated-sms-gateway.ts";

/** One phone at a time: the outbox never lists every shopper's codes at once. */
const ZOutboxQuery = z.object({ phone: z.string().regex(/^\d{11}$/) });

/**
 * `GET /dev/outbox?phone=79001234567`: what the simulated SMS gateway "sent" to that phone, newest
 * first (the phone is required).
 * Registered only outside production and only when the simulator is the gateway (buildApp), so a
 * code is never readable on a live shop. Not part of the public contract.
 */
export const devOutboxRoutes: FastifyPluginAsync<{ gateway: TSimulatedSmsGateway }> = async (
  scope,
  { gateway },
) => {
  scope.get("/dev/outbox", async (request, reply) => {
    const query = ZOutboxQuery.safeParse(request.query);
    if (!query.success) {
      return reply.status(400).send({ message: "Телефон: 11 цифр, например 79001234567" });
    }
    reply.header("cache-control", "no-store");
    return {
      messages: gateway.outbox(query.data.phone).map((m) => ({
        id: m.id,
        phone: m.phone,
        channel: m.channel,
        text: m.text,
        sent_at: m.sentAt.toISOString(),
      })),
    };
  });
};
