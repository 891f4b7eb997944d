import { expect, it } from "vitest";
import { describeOnEngines } from "../../test/harness.ts";
import { APPOINTMENT_QUERY_BUDGETS } from "../../test/query-budgets.ts";
import { CX, insertClinicFixture } from "../appointments/clinic-test-fixture.ts";

const NOW = new Date("2026-11-23T06:00:00Z");

describeOnEngines(
  "clinics",
  (ctx) => {
    const get = async (url: string, budget?: number) => {
      ctx().resetQueries();
      const res = await ctx().app.inject({ method: "GET", url });
      if (budget !== undefined) expect(ctx().queries.length).toBe(budget);
      return res;
    };

    it("lists services by category with price in kopecks and duration; filters by category and clinic", async () => {
      const all = await get("/services", APPOINTMENT_QUERY_BUDGETS.services);
      expect(all.statusCode).toBe(200);
      expect(all.json().categories.map((c: { slug: string }) => c.slug)).toEqual([
        "diagnostika-zreniya",
        "kontrol-miopii",
      ]);
      expect(all.json().categories[1].services[0]).toEqual({
        id: CX.service.myopia,
        slug: "konsultaciya-kontrol-miopii",
        name: "Консультация по контролю миопии у детей",
        announce: "",
        price: 250_000,
        duration_minutes: 60,
        category: { id: CX.category.myopia, slug: "kontrol-miopii", name: "Контроль миопии" },
        is_for_children: true,
      });
      const one = await get("/services?category=kontrol-miopii", APPOINTMENT_QUERY_BUDGETS.services);
      expect(one.json().categories.length).toBe(1);
      const vlad = await get(`/services?store=${CX.store.vladivostok}`);
      expect(
        vlad.json().categories.flatMap((c: { services: { id: number }[] }) => c.services.map((s) => s.id)),
      ).toEqual([CX.service.exam]);
      const unknown = await get("/services?category=net-takoj");
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, "Категория услуг не найдена"]);
      expect((await get("/services?category=BAD%00")).statusCode).toBe(400);
    });

    it("shows one service with the clinics and specialists that provide it", async () => {
      const res = await get("/services/proverka-zreniya-vzroslym", APPOINTMENT_QUERY_BUDGETS.service);
      expect(res.statusCode).toBe(200);
      const { service } = res.json();
      expect(service.stores.map((s: { id: number; time_zone: string }) => [s.id, s.time_zone])).toEqual([
        [CX.store.ekb, "Asia/Yekaterinburg"],
        [CX.store.vladivostok, "Asia/Vladivostok"],
      ]);
      expect(service.specialist_ids).toEqual([1, 2, 3]);
      expect((await get("/services/net-takoj")).statusCode).toBe(404);
    });

    it("lists specialists by clinic, service and city, and shows one with schedule", async () => {
      const byService = await get(
        `/specialists?store=${CX.store.ekb}&service=${CX.service.myopia}`,
        APPOINTMENT_QUERY_BUDGETS.specialists,
      );
      expect(byService.json().specialists).toEqual([
        {
          id: 1,
          name: "Воронцова Анна Сергеевна",
          position: "Детский врач-офтальмолог",
          image_id: null,
          experience_years: 14,
          store_ids: [CX.store.ekb],
          service_ids: [CX.service.exam, CX.service.myopia],
        },
      ]);
      const byCity = await get(`/specialists?city_id=${CX.city.vladivostok}`);
      expect(byCity.json().specialists.map((s: { id: number }) => s.id)).toEqual([3]);
      const one = await get("/specialists/1", APPOINTMENT_QUERY_BUDGETS.specialist);
      expect(one.statusCode).toBe(200);
      expect(one.json().specialist.schedule[0]).toEqual({
        store_id: CX.store.ekb,
        weekday: 1,
        starts: "09:00",
        ends: "18:00",
        break_starts: "13:00",
        break_ends: "14:00",
      });
      expect(one.json().specialist.services.length).toBe(2);
      expect((await get("/specialists/999")).statusCode).toBe(404);
      expect((await get("/specialists/abc")).statusCode).toBe(400);
      expect((await get("/specialists?store=-1")).statusCode).toBe(400);
    });

    it("lists the clinics of a city with their week, holidays ahead and services", async () => {
      const res = await get(`/clinics?city_id=${CX.city.ekb}`, APPOINTMENT_QUERY_BUDGETS.clinics);
      expect(res.statusCode).toBe(200);
      const [clinic] = res.json().clinics;
      expect(res.json().clinics.length).toBe(1); // the shop without hours is not a clinic
      expect(clinic).toMatchObject({
        id: CX.store.ekb,
        time_zone: "Asia/Yekaterinburg",
        closed_days: ["2027-01-01"],
        service_ids: [CX.service.exam, CX.service.myopia],
      });
      expect(clinic.opening_hours[0]).toEqual({ weekday: 1, opens: "08:00", closes: "20:00" });
      const current = await get("/clinics", APPOINTMENT_QUERY_BUDGETS.clinics + 1);
      expect(current.json().clinics.map((c: { id: number }) => c.id)).toEqual([CX.store.ekb]);
      const none = await get(`/clinics?city_id=${CX.city.ekb}&service=${CX.service.repair}`);
      expect(none.json().clinics).toEqual([]);
    });
  },
  {
    prepare: insertClinicFixture,
    app: { now: () => NOW, appointmentJobs: { intervalMs: 0, wakeOnWrite: false } },
  },
);
