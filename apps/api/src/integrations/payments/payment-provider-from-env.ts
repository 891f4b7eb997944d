import type { TDb } from "../../db/client.ts";
import type { TEnv } from "../../env.ts";
import type { IPaymentProvider } from "./payment-provider.ts";
import { createTestPaymentProvider } from "./test-payment-provider.ts";
import { DEV_WEBHOOK_SECRET } from "./webhook-signature.ts";
import { createYooKassaClient } from "./yookassa-client.ts";

export type TPaymentEnv = Partial<
  Pick<
    TEnv,
    | "PAYMENT_PROVIDER"
    | "PAYMENT_WEBHOOK_SECRET"
    | "YOOKASSA_SHOP_ID"
    | "YOOKASSA_SECRET_KEY"
    | "YOOKASSA_API_URL"
  >
>;

/** The test provider's webhook key: the configured one, else the development key (env.ts refuses that in production). */
export function webhookSecretOf(env: TPaymentEnv): string {
  return env.PAYMENT_WEBHOOK_SECRET ?? DEV_WEBHOOK_SECRET;
}

/** The configured payment service: YooKassa with its keys, else the built-in test provider. */
export function paymentProviderFromEnv(env: TPaymentEnv, db: TDb): IPaymentProvider {
  if (env.PAYMENT_PROVIDER === "yookassa" && env.YOOKASSA_SHOP_ID && env.YOOKASSA_SECRET_KEY) {
    return createYooKassaClient({
      shopId: env.YOOKASSA_SHOP_ID,
      secretKey: env.YOOKASSA_SECRET_KEY,
      ...(env.YOOKASSA_API_URL ? { apiUrl: env.YOOKASSA_API_URL } : {}),
    });
  }
  return createTestPaymentProvider({ db, secret: webhookSecretOf(env) });
}
