/**
 * The provider's side in a scope of its own: POST /payments/webhook/{provider} reads its body as
 * raw text (the signature covers those bytes), and the test provider's page posts url-encoded
 * forms. Everything else is the contract's (paymentProviderContract), like POST /form/send.
 */
import { randomBytes } from "node:crypto";
import { contract, PAYMENT_MESSAGES as M } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { type TAppDeps, validationErrorBody } from "../../http/index.ts";
import { PaymentProviderError } from "../../integrations/payments/payment-provider.ts";
import {
  renderTestPaymentPage,
  renderUnknownPaymentPage,
  testPageCsp,
} from "../../integrations/payments/test-provider-page.ts";
import {
  backUrlOf,
  decideTestPayment,
  loadTestPayment,
} from "../../integrations/payments/test-provider-webhooks.ts";
import type { TMarketingOutbox } from "../marketing/marketing-outbox.ts";
import { processPaymentEvent } from "./process-payment-event.ts";
import type { TPayments } from "./register-payments.ts";

export type TPaymentProviderRoutesOptions = {
  deps: TAppDeps;
  payments: Pick<TPayments, "provider" | "worker">;
  outbox: Pick<TMarketingOutbox, "wake">;
  validateResponses: boolean;
};

/** Largest webhook body (YooKassa's notifications are a few KB). */
const WEBHOOK_BODY_LIMIT = 64 * 1024;
/** The test page's form: one short field. */
const FORM_BODY_LIMIT = 1024;

const rawBodies = new WeakMap<FastifyRequest, string>();

const s = initServer();

function pageHeaders(reply: { header(name: string, value: string): unknown }): string {
  const nonce = randomBytes(16).toString("base64");
  reply.header("content-security-policy", testPageCsp(nonce));
  reply.header("cache-control", "no-store");
  reply.header("x-robots-tag", "noindex, nofollow");
  return nonce;
}

export const paymentProviderRoutes: FastifyPluginAsync<TPaymentProviderRoutesOptions> = async (
  scope,
  options,
) => {
  const { deps, payments, outbox } = options;
  const { provider } = payments;
  const isTestProvider = provider.name === "test";

  scope.removeContentTypeParser("application/json");
  scope.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: WEBHOOK_BODY_LIMIT },
    (request, body, done) => {
      const raw = String(body);
      rawBodies.set(request, raw);
      try {
        done(null, JSON.parse(raw));
      } catch {
        done(null, null);
      }
    },
  );
  scope.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  const router = s.router(contract.paymentProvider, {
    webhook: async ({ params, request, reply }) => {
      reply.header("cache-control", "no-store");
      if (params.provider !== provider.name) return { status: 404, body: { message: M.providerUnknown } };
      let event: Awaited<ReturnType<typeof provider.verifyWebhook>>;
      try {
        event = await provider.verifyWebhook({
          rawBody: rawBodies.get(request) ?? "",
          headers: request.headers,
          ip: request.ip,
        });
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.warn(
          { err: error, provider: provider.name },
          "payment webhook not verified now: provider failed",
        );
        return { status: 503, body: { message: M.providerUnavailable } };
      }
      if (!event) {
        request.log.warn(
          { provider: provider.name, ip: request.ip },
          "payment webhook refused: bad signature",
        );
        return { status: 401, body: { message: M.badSignature } };
      }
      const result = await processPaymentEvent(deps.db, provider.name, event, deps.now());
      const details = {
        provider: provider.name,
        event: event.eventKey,
        order: result.orderId,
        outcome: result.outcome,
      };
      if (result.outcome === "paid-twice") {
        request.log.error(details, "payment succeeded for an order already paid or cancelled: refund it");
      } else {
        request.log.info(details, "payment webhook processed");
      }
      if (result.outcome === "paid") outbox.wake();
      return { status: 200, body: { message: M.webhookAccepted } };
    },
    testPage: async ({ params, reply }) => {
      const nonce = pageHeaders(reply);
      const payment = isTestProvider ? await loadTestPayment(deps.db, params.paymentId) : null;
      if (!payment) return { status: 404, body: renderUnknownPaymentPage(nonce) };
      return {
        status: 200,
        body: renderTestPaymentPage(
          {
            status: payment.status,
            description: payment.description,
            amount: payment.amount,
            backUrl: backUrlOf(payment),
          },
          nonce,
        ),
      };
    },
    testDecide: async ({ params, body, reply }) => {
      const decided = isTestProvider
        ? await decideTestPayment(deps.db, params.paymentId, body.outcome, deps.now())
        : null;
      if (!decided) return { status: 404, body: renderUnknownPaymentPage(pageHeaders(reply)) };
      // the webhook at once (the shop's pages then show the result); the worker retries a failure
      await payments.worker.deliverNow(decided.id);
      reply.header("cache-control", "no-store");
      reply.header("location", backUrlOf(decided));
      return { status: 303, body: undefined };
    },
  });
  // in a child scope: ts-rest sets its own error handler there, which hands every other error to ours
  await scope.register(async (routes) => {
    s.registerRouter(contract.paymentProvider, router, routes, {
      logInitialization: false,
      jsonQuery: false,
      responseValidation: options.validateResponses,
      requestValidationErrorHandler: (err, _request, reply) =>
        reply.status(400).send(validationErrorBody(err)),
    });
  });
};
