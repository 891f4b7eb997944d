import type { TDb } from "../../db/client.ts";
import type { TEnv } from "../../env.ts";
import type { ILoyaltyProgramme } from "./loyalty-programme.ts";
import { createMyAcuvueHttpClient } from "./myacuvue-http-client.ts";
import { createSimulatedLoyaltyProgramme } from "./simulated-loyalty-programme.ts";

export type TLoyaltyConfig = Partial<
  Pick<TEnv, "MYACUVUE_ENABLED" | "MYACUVUE_API_URL" | "MYACUVUE_API_KEY">
>;

/** The programme as the environment sets it (decision 0038): on unless MYACUVUE_ENABLED is false. */
export type TLoyalty = { enabled: boolean; programme: ILoyaltyProgramme };

/** The brand's service when MYACUVUE_API_URL and MYACUVUE_API_KEY are set, else the simulator. */
export function loyaltyFromEnv(env: TLoyaltyConfig, db: TDb): TLoyalty {
  const programme =
    env.MYACUVUE_API_URL && env.MYACUVUE_API_KEY
      ? createMyAcuvueHttpClient({ apiUrl: env.MYACUVUE_API_URL, apiKey: env.MYACUVUE_API_KEY })
      : createSimulatedLoyaltyProgramme(db);
  return { enabled: env.MYACUVUE_ENABLED ?? true, programme };
}
