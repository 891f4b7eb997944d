import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { MESSAGES } from "./errors.ts";

/**
 * Fastify's own routing errors in the app's one error shape, never quoting the URL back:
 * an undecodable path ("%E0%A4%A", a lone surrogate) → 400, a path parameter longer than the
 * router accepts (a 101-character slug is no slug of ours) → 404, anything else → 400.
 */
export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH")
    return reply.status(404).send({ message: MESSAGES.notFound });
  return reply.status(400).send({ message: MESSAGES.badRequest });
}
