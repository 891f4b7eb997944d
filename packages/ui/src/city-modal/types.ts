/** A city as the modal needs it (the API's city: id, name, region_id, sub_domain → regionId). */
export interface ICityOption {
  id: number;
  name: string;
  regionId: number;
}

export interface IRegionOption {
  id: number;
  name: string;
}

/**
 * "stages": regions, then the chosen region's cities with a way back (phones);
 * "columns": regions and cities side by side (desktop); "auto": by the viewport width.
 */
export type TCityModalLayout = "auto" | "stages" | "columns";
