/** What the wizard shows for the choice in the URL (built by booking.server.ts from the API). */

export type TServiceOption = {
  id: number;
  slug: string;
  name: string;
  categoryName: string;
  /** kopecks */
  price: number;
  durationMinutes: number;
};

export type TClinicOption = {
  id: number;
  name: string;
  address: string;
  hours: string;
  lat: number;
  lon: number;
};

export type TSpecialistOption = { id: number; name: string; position: string };

export type TTimeOption = { start: string; label: string };

export type TBookingView = {
  services: TServiceOption[];
  /** clinics of the current city offering the chosen service (null until a service is chosen) */
  clinics: TClinicOption[] | null;
  specialists: TSpecialistOption[] | null;
  /** days with free times in the window shown (null until a specialist is chosen) */
  calendar: { from: string; count: number; freeDates: string[] } | null;
  times: TTimeOption[] | null;
};
