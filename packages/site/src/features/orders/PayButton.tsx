import { Button } from "@optika/ui";

/**
 * 'Оплатить': a plain form posted to `/order/payment/{hash}` (a document navigation, not a client
 * one), whose action starts the payment and sends the browser on to the provider's page, which may
 * be another site or the test provider's page under `/api`.
 */
export function PayButton({ hash, label }: { hash: string; label: string }) {
  return (
    <form method="post" action={`/order/payment/${hash}`}>
      <Button type="submit" size="lg" fullWidth>
        {label}
      </Button>
    </form>
  );
}
