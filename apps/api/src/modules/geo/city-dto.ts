import type { TCity } from "@optika/api-contract";
import type { TCityRow } from "./current-city.ts";

export function cityDto(row: TCityRow): TCity {
  return {
    id: row.id,
    name: row.name,
    region_id: row.regionId,
    sub_domain: row.subDomain,
    has_data: row.hasData,
    cdek_id: row.cdekId,
  };
}
