import type { FastifyInstance } from "fastify";
import type { TAppDeps } from "../../http/deps.ts";
import type { IPaymentProvider } from "../../integrations/payments/payment-provider.ts";
import {
  paymentProviderFromEnv,
  type TPaymentEnv,
  webhookSecretOf,
} from "../../integrations/payments/payment-provider-from-env.ts";
import type { TWebhookTransport } from "../../integrations/payments/test-provider-webhooks.ts";
import {
  createPaymentWorker,
  DEFAULT_PAYMENT_WORKER,
  type TPaymentWorker,
  type TPaymentWorkerOptions,
} from "./payment-worker.ts";

export type TPaymentsOptions = Partial<TPaymentWorkerOptions> & {
  /** default: from the environment (the test provider unless YooKassa is configured) */
  provider?: IPaymentProvider;
  /** how the test provider reaches the webhook endpoint (default: this app, in process) */
  transport?: TWebhookTransport;
};

/** What the payment routes get. */
export type TPayments = {
  provider: IPaymentProvider;
  worker: TPaymentWorker;
  /** the origin of the return addresses: "" (paths) for the test provider, PUBLIC_ORIGIN for YooKassa */
  returnOrigin: string;
  /** minutes an unpaid online order holds its stock (PAYMENT_RESERVATION_MINUTES; checkout sets the expiry) */
  reservationMinutes: number;
};

/** PAYMENT_RESERVATION_MINUTES when unset (env.ts has the same default) */
const DEFAULT_RESERVATION_MINUTES = 30;

declare module "fastify" {
  interface FastifyInstance {
    /** the payment provider and the payments' due work (modules/payments) */
    payments: { provider: IPaymentProvider; runDue: TPaymentWorker["runDue"] };
  }
}

/**
 * The payments module on the root instance: the provider, and the worker that delivers the test
 * provider's webhooks and releases unpaid reservations (started when the app is ready, stopped on
 * close, like the appointment jobs).
 */
export function registerPayments(
  app: FastifyInstance,
  deps: Pick<TAppDeps, "db" | "now">,
  env: TPaymentEnv & { PUBLIC_ORIGIN?: string | undefined; PAYMENT_RESERVATION_MINUTES?: number | undefined },
  options: TPaymentsOptions = {},
): TPayments {
  const { provider = paymentProviderFromEnv(env, deps.db), transport, ...workerOptions } = options;
  const send: TWebhookTransport =
    transport ??
    (async (request) => {
      const answer = await app.inject({
        method: "POST",
        url: request.path,
        headers: request.headers,
        payload: request.body,
      });
      return answer.statusCode;
    });
  const worker = createPaymentWorker(
    { db: deps.db, now: deps.now, secret: webhookSecretOf(env), transport: send, log: app.log },
    { ...DEFAULT_PAYMENT_WORKER, ...workerOptions },
  );
  app.decorate("payments", { provider, runDue: worker.runDue });
  app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => worker.stop());
  return {
    provider,
    worker,
    returnOrigin: provider.name === "test" ? "" : (env.PUBLIC_ORIGIN ?? ""),
    reservationMinutes: env.PAYMENT_RESERVATION_MINUTES ?? DEFAULT_RESERVATION_MINUTES,
  };
}
