import { z } from "zod";
import type { TFetch } from "../delivery/fetch-json.ts";
import { fetchJson } from "../delivery/fetch-json.ts";
import { type ILoyaltyProgramme, LoyaltyServiceError, type TLoyaltyMember } from "./loyalty-programme.ts";

/** A lookup slower than this fails (the dialog shows the not-registered view, checkout no voucher). */
const LOOKUP_TIMEOUT_MS = 5_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const ZParameter = z.object({ group: z.string().max(100), value: z.string().max(100) });

/** The brand's answer for a member (recorded in __fixtures__): bounded, unknown fields ignored. */
const ZMemberAnswer = z.object({
  data: z.object({
    phone: z.string().max(32),
    first_name: z.string().max(100).nullable().optional(),
    bonus_balance: z.number().int().nonnegative().optional(),
    fitted_products: z
      .record(
        // a product id of the shop (a PostgreSQL integer): anything else is not ours
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/)
          .refine((id) => Number(id) <= 2_147_483_647),
        z.object({
          bonuses: z.number().int().nonnegative(),
          fitted_at: z.string().regex(DATE),
          eyes: z
            .array(z.object({ eye: z.enum(["right", "left"]), parameters: z.array(ZParameter).max(10) }))
            .max(2),
        }),
      )
      .optional(),
    discount_vouchers: z
      .array(
        z.object({
          id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
          amount: z.number().int().positive().max(100_000),
          valid_from: z.string().regex(DATE),
          valid_to: z.string().regex(DATE),
          used_at: z.string().max(40).nullable().optional(),
        }),
      )
      .max(50)
      .optional(),
  }),
});

/**
 * The brand's MyACUVUE service over HTTPS (MYACUVUE_API_URL, MYACUVUE_API_KEY): `GET
 * {url}/members/{phone}` with the key as a bearer token; 200 the member, 404 not a member, anything
 * else (or a timeout, or an answer that does not read) a LoyaltyServiceError.
 */
export function createMyAcuvueHttpClient(options: {
  apiUrl: string;
  apiKey: string;
  fetch?: TFetch;
}): ILoyaltyProgramme {
  const send: TFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const base = options.apiUrl.replace(/\/+$/, "");
  return {
    name: "myacuvue",
    async findMember(phone: string): Promise<TLoyaltyMember | null> {
      let answer: { status: number; body: unknown };
      try {
        answer = await fetchJson(
          send,
          `${base}/members/${encodeURIComponent(phone)}`,
          {
            method: "GET",
            headers: { accept: "application/json", authorization: `Bearer ${options.apiKey}` },
          },
          LOOKUP_TIMEOUT_MS,
        );
      } catch (error) {
        throw new LoyaltyServiceError(`MyACUVUE unreachable: ${(error as Error).message}`);
      }
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw new LoyaltyServiceError(`MyACUVUE answered ${answer.status}`);
      const parsed = ZMemberAnswer.safeParse(answer.body);
      if (!parsed.success) throw new LoyaltyServiceError("MyACUVUE answer does not read");
      const member = parsed.data.data;
      return {
        phone,
        firstName: member.first_name ?? null,
        bonusBalance: member.bonus_balance ?? 0,
        fittedProducts: Object.entries(member.fitted_products ?? {})
          .slice(0, 50)
          .map(([productId, p]) => ({
            productId: Number(productId),
            bonuses: p.bonuses,
            fittedAt: p.fitted_at,
            eyes: p.eyes,
          })),
        vouchers: (member.discount_vouchers ?? []).map((v) => ({
          id: v.id,
          amount: v.amount,
          validFrom: v.valid_from,
          validTo: v.valid_to,
          usedAt: v.used_at ?? null,
        })),
      };
    },
  };
}
