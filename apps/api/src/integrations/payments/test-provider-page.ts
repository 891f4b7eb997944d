/**
 * The test provider's hosted page: a small self-contained Russian HTML page (inline style under a
 * nonce, no scripts, no external assets) with one form and three buttons. Every value put into it
 * is escaped.
 */
import { formatPrice } from "@optika/domain/money";
import type { TTestPaymentState } from "./test-payment-provider.ts";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
  "`": "&#96;",
};

/** Text or attribute value → HTML (the five specials and the backtick). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"'`]/g, (c) => ESCAPES[c] ?? c);
}

export type TTestPageView = {
  status: TTestPaymentState;
  description: string;
  /** kopecks */
  amount: number;
  /** where "back to the shop" goes once decided */
  backUrl: string;
};

const STATUS_TEXTS: Record<Exclude<TTestPaymentState, "pending">, { title: string; text: string }> = {
  succeeded: { title: "Платёж проведён", text: "Оплата прошла успешно." },
  declined: { title: "Платёж отклонён", text: "Банк отклонил оплату. Деньги не списаны." },
  canceled: { title: "Платёж отменён", text: "Вы отменили оплату. Деньги не списаны." },
};

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;
background:#eef1f6;color:#1d2433;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{width:100%;max-width:420px;background:#fff;border-radius:16px;padding:28px 24px;
box-shadow:0 8px 28px rgba(29,36,51,.12)}
.badge{display:inline-block;margin:0 0 16px;padding:4px 10px;border-radius:999px;background:#fff4d6;
color:#7a5a00;font-size:13px;font-weight:600}
h1{margin:0 0 8px;font-size:22px;line-height:1.25}
p{margin:0 0 12px}
.muted{color:#5b6476;font-size:14px}
.note{margin-top:16px}
.sum{margin:20px 0;padding:16px;border-radius:12px;background:#f5f7fb;display:flex;
justify-content:space-between;align-items:baseline;gap:12px}
.sum strong{font-size:24px;white-space:nowrap}
form{display:grid;gap:10px;margin-top:8px}
button,a.button{display:block;width:100%;padding:14px 16px;border:0;border-radius:12px;font:inherit;
font-weight:600;text-align:center;text-decoration:none;cursor:pointer}
button:focus-visible,a.button:focus-visible{outline:3px solid #2f6fed;outline-offset:2px}
.pay{background:#1f9d55;color:#fff}.pay:hover{background:#17834a}
.decline{background:#fde8e8;color:#a61b1b}.decline:hover{background:#fbd5d5}
.cancel{background:#eef1f6;color:#1d2433}.cancel:hover{background:#e2e6ee}
a.button{background:#2f6fed;color:#fff}
`;

/** The whole page; `nonce` allows its one style element (the answer's CSP names it). */
export function renderTestPaymentPage(view: TTestPageView, nonce: string): string {
  const amount = escapeHtml(formatPrice(view.amount));
  const description = escapeHtml(view.description);
  const body =
    view.status === "pending"
      ? `<h1>Оплата заказа</h1>
<p>${description}</p>
<div class="sum"><span class="muted">К оплате</span><strong>${amount}</strong></div>
<form method="post">
<button class="pay" type="submit" name="outcome" value="succeeded">Оплатить</button>
<button class="decline" type="submit" name="outcome" value="declined">Отклонить</button>
<button class="cancel" type="submit" name="outcome" value="canceled">Отменить</button>
</form>
<p class="muted note">Это тестовый платёжный сервис: деньги не списываются. «Оплатить» проводит платёж, «Отклонить» — как отказ банка, «Отменить» — как отказ покупателя.</p>`
      : `<h1>${STATUS_TEXTS[view.status].title}</h1>
<p>${escapeHtml(STATUS_TEXTS[view.status].text)}</p>
<div class="sum"><span class="muted">${description}</span><strong>${amount}</strong></div>
<a class="button" href="${escapeHtml(view.backUrl)}">Вернуться в магазин</a>`;
  return pageShell("Тестовая оплата", nonce, body);
}

/** The provider's page around its body: no indexing, its style allowed by the response's nonce. */
function pageShell(title: string, nonce: string, body: string): string {
  return `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style nonce="${escapeHtml(nonce)}">${STYLE}</style>
</head>
<body>
<main>
<p class="badge">Тестовая оплата</p>
${body}
</main>
</body>
</html>
`;
}

/** The page of an id the provider does not know. */
export function renderUnknownPaymentPage(nonce: string): string {
  return pageShell(
    "Платёж не найден",
    nonce,
    `<h1>Платёж не найден</h1>
<p class="muted">Проверьте ссылку или начните оплату заказа заново со страницы заказа.</p>`,
  );
}

/** The answer's Content-Security-Policy: the page's own style, forms to its own origin only. */
export function testPageCsp(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;
}
