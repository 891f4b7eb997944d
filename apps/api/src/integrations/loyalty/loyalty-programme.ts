/**
 * The MyACUVUE loyalty programme as the shop sees it (decision 0038): who is a member (by phone) and
 * what the brand's service holds for them — fitted lenses with the brand's bonuses and discount
 * vouchers. The PIN sign-in and the single use of vouchers are the shop's (modules/myacuvue): the
 * service is asked only for the member. The built-in simulator (simulated-loyalty-programme.ts) is
 * the default; the HTTP client (myacuvue-http-client.ts) when MYACUVUE_API_URL/KEY are set.
 */
export interface ILoyaltyProgramme {
  readonly name: string;
  /** The member with this phone (digits, 79001234567), null when the phone is not in the programme. */
  findMember(phone: string): Promise<TLoyaltyMember | null>;
}

export type TLoyaltyMember = {
  phone: string;
  firstName: string | null;
  bonusBalance: number;
  fittedProducts: TLoyaltyFittedProduct[];
  vouchers: TLoyaltyMemberVoucher[];
};

export type TLoyaltyFittedProduct = {
  productId: number;
  /** the brand's bonus points per pack */
  bonuses: number;
  /** YYYY-MM-DD */
  fittedAt: string;
  eyes: { eye: "right" | "left"; parameters: { group: string; value: string }[] }[];
};

export type TLoyaltyMemberVoucher = {
  id: string;
  /** rubles */
  amount: number;
  /** YYYY-MM-DD, inclusive */
  validFrom: string;
  validTo: string;
  /** the service says it was used elsewhere (a clinic's till): ISO date-time, else null */
  usedAt: string | null;
};

/** The brand's service could not answer (down, slow, or an answer we cannot read). */
export class LoyaltyServiceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "LoyaltyServiceError";
  }
}
