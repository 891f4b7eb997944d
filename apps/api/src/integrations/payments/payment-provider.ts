/**
 * A payment service (decision 0034). The built-in test provider (test-payment-provider.ts) is the
 * default; YooKassa (yookassa-client.ts) implements the same interface, configured by environment.
 */
import type { TPaymentProviderName } from "@optika/api-contract";

/** A payment's state at the provider, as the API understands it. */
export type TProviderPaymentStatus = "pending" | "succeeded" | "canceled";

export type TCreatePaymentInput = {
  orderId: number;
  /** kopecks */
  amount: number;
  /** shown to the shopper by the provider (at most 128 characters are sent) */
  description: string;
  /** where the provider sends the browser back (the shop's success page) */
  returnUrl: string;
  /** where a provider with a separate cancel return sends it (the test provider; YooKassa has one URL) */
  cancelUrl: string;
  /** the same key gives the same payment (a retried start never charges twice) */
  idempotenceKey: string;
};

export type TCreatedPayment = {
  /** the provider's id of the payment */
  paymentId: string;
  /** the provider's page the shopper pays on */
  confirmationUrl: string;
};

export type TProviderPayment = {
  paymentId: string;
  status: TProviderPaymentStatus;
  /** kopecks */
  amount: number;
};

/** A webhook after its check: one event about one payment. */
export type TPaymentWebhookEvent = {
  /** unique per event at the provider: a repeated delivery has the same key */
  eventKey: string;
  paymentId: string;
  status: TProviderPaymentStatus;
};

/** A webhook request as received: the raw body (signatures cover its bytes), headers, address. */
export type TWebhookRequest = {
  rawBody: string;
  headers: Record<string, string | string[] | undefined>;
  ip: string;
};

/** The provider refused or could not be reached (the caller answers 503 and may retry). */
export class PaymentProviderError extends Error {
  override name = "PaymentProviderError";
}

export interface IPaymentProvider {
  readonly name: TPaymentProviderName;
  createPayment(input: TCreatePaymentInput): Promise<TCreatedPayment>;
  /** null: the provider does not know the payment */
  getPayment(paymentId: string): Promise<TProviderPayment | null>;
  /**
   * Parses and verifies a webhook: the event, or null when it is not authentic (bad signature,
   * unknown payment); throws PaymentProviderError when verification could not be done now.
   */
  verifyWebhook(request: TWebhookRequest): Promise<TPaymentWebhookEvent | null>;
}
