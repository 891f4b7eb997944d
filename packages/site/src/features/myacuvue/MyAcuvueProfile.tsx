import type { TFittedProduct, TLoyaltyProfile, TLoyaltyVoucher } from "@optika/api-contract";
import { BONUS_FORMS } from "@optika/domain/commerce";
import { russianDateOfIso } from "@optika/domain/dates";
import { pluralRu } from "@optika/domain/language";
import { commaDecimals, formatNumber, formatPrice } from "@optika/domain/money";
import { formatPhoneInput } from "@optika/domain/phone";
import { Badge, Button } from "@optika/ui";
import { Link } from "react-router";
import { openLoyaltySignIn } from "../auth/auth-dialog-store.ts";
import profileStyles from "../profile/profile.module.css";
import { useQuickBuy } from "../quick-buy/quick-buy-context.tsx";
import { myAcuvueProfileMessages as m } from "./messages.ts";
import styles from "./my-acuvue.module.css";

const bonuses = (n: number) => `${formatNumber(n)} ${pluralRu(n, BONUS_FORMS)}`;

const VOUCHER_TONES = {
  active: "success",
  reserved: "neutral",
  used: "neutral",
  expired: "neutral",
} as const;

function FittedLens({ lens }: { lens: TFittedProduct }) {
  const quickBuy = useQuickBuy();
  return (
    <li className={styles.card} data-fitted-product={lens.product_id}>
      <div className={styles.cardHead}>
        <Link to={`/product/${lens.slug}`} className={styles.name}>
          {lens.name}
        </Link>
        <p className={profileStyles.muted}>{m.fittedAt(russianDateOfIso(lens.fitted_at))}</p>
      </div>
      <dl className={styles.eyes}>
        {lens.eyes.map((eye) => (
          <div key={eye.eye} className={styles.eye}>
            <dt>{m.eye[eye.eye]}</dt>
            <dd>{eye.parameters.map((p) => `${p.group}: ${commaDecimals(p.value)}`).join(" · ")}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.cardFoot}>
        {lens.bonuses > 0 ? (
          <span className={styles.bonus}>{m.bonusesPerPack(bonuses(lens.bonuses))}</span>
        ) : (
          <span />
        )}
        <Button
          onClick={() =>
            quickBuy.open({
              productId: lens.product_id,
              slug: lens.slug,
              name: lens.name,
              preset: lens.eyes.map((eye) => eye.parameters),
            })
          }
          data-reorder=""
        >
          {m.reorder}
        </Button>
      </div>
    </li>
  );
}

function Voucher({ voucher }: { voucher: TLoyaltyVoucher }) {
  return (
    <li className={styles.voucher} data-voucher={voucher.id} data-voucher-state={voucher.state}>
      <div>
        <p className={styles.voucherAmount}>{m.voucherAmount(formatPrice(voucher.amount * 100))}</p>
        <p className={profileStyles.muted}>
          {voucher.state === "used" && voucher.used_at
            ? m.voucherUsedAt(russianDateOfIso(voucher.used_at))
            : m.voucherValidity(russianDateOfIso(voucher.valid_from), russianDateOfIso(voucher.valid_to))}
        </p>
      </div>
      <Badge tone={VOUCHER_TONES[voucher.state]}>{m.voucherStates[voucher.state]}</Badge>
    </li>
  );
}

/** `/profile/my-acuvue` for a member: bonuses, fitted lenses with their reorder, vouchers and their state. */
export function MyAcuvueMember({ profile }: { profile: TLoyaltyProfile }) {
  const fitted = Object.values(profile.fitted_products);
  return (
    <div className={profileStyles.stack}>
      <section className={`${profileStyles.panel} ${styles.summary}`} aria-labelledby="myacuvue-member">
        <div>
          <h2 id="myacuvue-member" className={styles.title}>
            {m.member(profile.first_name)}
          </h2>
          <p className={profileStyles.muted}>{m.phone(formatPhoneInput(profile.phone))}</p>
        </div>
        <div className={styles.balance}>
          <p className={profileStyles.muted}>{m.bonusBalance}</p>
          <p className={styles.balanceValue}>{bonuses(profile.bonus_balance)}</p>
        </div>
      </section>
      <section className={profileStyles.panel} aria-labelledby="myacuvue-vouchers">
        <h2 id="myacuvue-vouchers" className={styles.title}>
          {m.vouchersTitle}
        </h2>
        {profile.discount_vouchers.length === 0 ? (
          <p className={profileStyles.muted}>{m.noVouchers}</p>
        ) : (
          <ul className={styles.list}>
            {profile.discount_vouchers.map((voucher) => (
              <Voucher key={voucher.id} voucher={voucher} />
            ))}
          </ul>
        )}
      </section>
      <section className={profileStyles.panel} aria-labelledby="myacuvue-fitted">
        <h2 id="myacuvue-fitted" className={styles.title}>
          {m.fittedTitle}
        </h2>
        {fitted.length === 0 ? (
          <p className={profileStyles.muted}>{m.noFitted}</p>
        ) : (
          <ul className={styles.list}>
            {fitted.map((lens) => (
              <FittedLens key={lens.product_id} lens={lens} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** `/profile/my-acuvue` for a shopper without a MyACUVUE profile: what it gives, and its sign-in. */
export function MyAcuvueNotConnected({ isProgrammeOn }: { isProgrammeOn: boolean }) {
  return (
    <div className={profileStyles.empty} data-myacuvue-not-connected="">
      <h2 className={styles.title}>{m.notConnectedTitle}</h2>
      <p>{isProgrammeOn ? m.notConnected : m.disabled}</p>
      {isProgrammeOn ? <Button onClick={openLoyaltySignIn}>{m.signIn}</Button> : null}
    </div>
  );
}
