import { contract, PAYMENT_MESSAGES as M } from "@optika/api-contract";
import { initServer } from "@ts-rest/fastify";
import type { TAppDeps } from "../../http/index.ts";
import { PaymentProviderError } from "../../integrations/payments/payment-provider.ts";
import type { TPayments } from "./register-payments.ts";
import { startPayment } from "./start-payment.ts";

const s = initServer();

/** POST /orders/{hash}/payment: the page to pay on. */
export function paymentsRoutes(deps: TAppDeps, payments: Pick<TPayments, "provider" | "returnOrigin">) {
  return s.router(contract.payments, {
    start: async ({ params, request, reply }) => {
      reply.header("cache-control", "private, no-store");
      try {
        const started = await startPayment(
          { db: deps.db, provider: payments.provider, now: deps.now, publicOrigin: payments.returnOrigin },
          params.hash,
        );
        return {
          status: 200,
          body: { confirmation_url: started.confirmationUrl, payment_id: started.paymentId },
        };
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.warn(
          { err: error, provider: payments.provider.name },
          "payment not started: provider failed",
        );
        return { status: 503, body: { message: M.providerUnavailable } };
      }
    },
  });
}
