import { afterEach, expect, it, vi } from "vitest";
import { users } from "../../db/schema.ts";
import { createSimulatedSmsGateway } from "../../integrations/sms/simulated-sms-gateway.ts";
import { describeOnEngines } from "../../test/harness.ts";
import { APPOINTMENT_QUERY_BUDGETS } from "../../test/query-budgets.ts";
import { createAppointmentJobWorker, DEFAULT_APPOINTMENT_JOBS } from "./appointment-job-worker.ts";
import { CX, insertClinicFixture } from "./clinic-test-fixture.ts";

// The signed-in path before accounts land: the seam answers the user named by a test-only header.
vi.mock("../auth/current-user.ts", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../auth/current-user.ts")>()),
  getCurrentUser: async (_deps: unknown, request: { headers: Record<string, unknown> }) => {
    const id = request.headers["x-test-user-id"];
    return typeof id === "string" ? { id: Number(id), phone: "79120000000", name: "Тест" } : null;
  },
}));

/** Monday 23 November 2026, 11:00 in Екатеринбург, 16:00 in Владивосток. */
const NOW = new Date("2026-11-23T06:00:00Z");
let clock = NOW;
const sms = createSimulatedSmsGateway({ now: () => clock });

const PHONE = "+7 (912) 345 67 89";
const book = (overrides: Record<string, unknown> = {}) => ({
  service_id: CX.service.exam,
  store_id: CX.store.ekb,
  specialist_id: CX.specialist.myopia,
  starts_at: "2026-11-24T10:00:00+05:00",
  name: "Мария",
  phone: PHONE,
  comment: "Первый визит",
  consent: true,
  ...overrides,
});

describeOnEngines(
  "appointments",
  (ctx) => {
    afterEach(() => {
      clock = NOW;
    });

    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      ctx().app.inject({ method: "POST", url: "/appointments", payload: payload as object, headers });

    it("lists free starts per local day in the clinic's zone, within opening hours and shifts", async () => {
      ctx().resetQueries();
      const res = await ctx().app.inject({
        method: "GET",
        url: `/appointments/slots?service=${CX.service.exam}&store=${CX.store.ekb}&from=2026-11-23&to=2026-11-25`,
      });
      expect(res.statusCode).toBe(200);
      expect(ctx().queries.length).toBe(APPOINTMENT_QUERY_BUDGETS.slots);
      const body = res.json();
      expect(body.time_zone).toBe("Asia/Yekaterinburg");
      expect(body.days.map((d: { date: string }) => d.date)).toEqual([
        "2026-11-23",
        "2026-11-24",
        "2026-11-25",
      ]);
      const today = body.days[0].slots.map((s: { time: string }) => s.time);
      expect(today[0]).toBe("11:00"); // nothing before now
      const tomorrow = body.days[1].slots;
      expect(tomorrow[0]).toEqual({
        starts_at: "2026-11-24T04:00:00.000Z",
        time: "09:00",
        specialist_ids: [1],
      });
      expect(tomorrow.find((s: { time: string }) => s.time === "10:00").specialist_ids).toEqual([1, 2]);
      expect(tomorrow.find((s: { time: string }) => s.time === "13:00").specialist_ids).toEqual([2]); // her break
      expect(tomorrow.at(-1).time).toBe("18:30");
    });

    it("crosses the day boundary in Владивосток: 09:00 local is 23:00 UTC the day before", async () => {
      const res = await ctx().app.inject({
        method: "GET",
        url: `/appointments/slots?service=${CX.service.exam}&store=${CX.store.vladivostok}&from=2026-11-24&to=2026-11-24`,
      });
      expect(res.statusCode).toBe(200);
      const [day] = res.json().days;
      expect(day.slots[0]).toEqual({
        starts_at: "2026-11-23T23:00:00.000Z",
        time: "09:00",
        specialist_ids: [3],
      });
    });

    it("refuses a range over 31 days, a reversed range, unknown ids and a specialist elsewhere with 400", async () => {
      const get = (q: string) => ctx().app.inject({ method: "GET", url: `/appointments/slots?${q}` });
      const base = `service=${CX.service.exam}&store=${CX.store.ekb}`;
      expect((await get(`${base}&from=2026-11-23&to=2026-12-24`)).json().message).toBe(
        "Можно выбрать не больше 31 дня",
      );
      expect((await get(`${base}&from=2026-11-23&to=2026-11-22`)).statusCode).toBe(400);
      // only the end sent: the range starts today, and the same limits hold, before any statement
      ctx().resetQueries();
      const farEnd = await get(`${base}&to=2030-01-01`);
      expect(farEnd.statusCode).toBe(400);
      expect(farEnd.json()).toMatchObject({
        message: "Можно выбрать не больше 31 дня",
        errors: { to: ["Можно выбрать не больше 31 дня"] },
      });
      expect(ctx().queries.length).toBe(0);
      expect((await get(`${base}&to=2026-12-24`)).json().message).toBe("Можно выбрать не больше 31 дня");
      expect((await get(`${base}&to=2026-11-22`)).json().message).toBe("Дата окончания раньше даты начала");
      expect((await get(`${base}&to=2026-12-23`)).statusCode).toBe(200);
      expect((await get(`${base}&from=2026-02-30`)).json().message).toBe(
        "Дата должна быть в формате ГГГГ-ММ-ДД",
      );
      // each 400 names the query parameter the caller sent
      expect((await get(`service=999&store=${CX.store.ekb}`)).json().errors).toEqual({
        service: ["Услуга не найдена"],
      });
      expect((await get(`service=${CX.service.exam}&store=999`)).json().errors).toEqual({
        store: ["Клиника не найдена"],
      });
      const elsewhere = await get(`${base}&specialist=${CX.specialist.vladivostok}`);
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json()).toMatchObject({
        message: "Этот специалист не принимает в выбранной клинике",
        errors: { specialist: ["Этот специалист не принимает в выбранной клинике"] },
      });
      expect((await get(`service=${CX.service.repair}&store=${CX.store.ekb}`)).json().message).toBe(
        "Эта услуга не оказывается в выбранной клинике",
      );
    });

    it("books a slot, writes its SMS jobs in the same transaction, and the slot is gone; again → 409", async () => {
      ctx().resetQueries();
      const res = await post(book());
      expect(ctx().queries.length).toBe(APPOINTMENT_QUERY_BUDGETS.create);
      expect(res.statusCode).toBe(201);
      const { appointment, message } = res.json();
      expect(message).toBe("Вы записаны");
      expect(appointment).toMatchObject({
        status: "booked",
        date: "2026-11-24",
        time: "10:00",
        phone: "79123456789",
        specialist: { id: CX.specialist.myopia },
        store: { id: CX.store.ekb, time_zone: "Asia/Yekaterinburg", city_name: "Екатеринбург" },
        can_cancel: true,
      });
      const jobs = await ctx().db.execute(
        `select kind, run_at from appointment_jobs where appointment_id = '${appointment.id}' order by kind` as never,
      );
      expect(
        (jobs as unknown as { rows: { kind: string; run_at: Date }[] }).rows.map((r) => [
          r.kind,
          new Date(r.run_at).toISOString(),
        ]),
      ).toEqual([
        ["confirmation", NOW.toISOString()],
        ["reminder", "2026-11-23T13:00:00.000Z"], // 18:00 in Екатеринбург the day before
      ]);
      const again = await post(book({ name: "Пётр" }));
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe("Это время уже занято, выберите другое");
      const overlapping = await post(
        book({ service_id: CX.service.myopia, starts_at: "2026-11-24T09:30:00+05:00" }),
      );
      expect(overlapping.statusCode).toBe(409);
      const slots = await ctx().app.inject({
        method: "GET",
        url: `/appointments/slots?service=${CX.service.exam}&store=${CX.store.ekb}&specialist=${CX.specialist.myopia}&from=2026-11-24&to=2026-11-24`,
      });
      expect(slots.json().days[0].slots.map((s: { time: string }) => s.time)).not.toContain("10:00");
      ctx().resetQueries();
      const page = await ctx().app.inject({ method: "GET", url: `/appointments/${appointment.id}` });
      expect(page.json().appointment.id).toBe(appointment.id);
      expect(ctx().queries.length).toBe(APPOINTMENT_QUERY_BUDGETS.appointment);
      ctx().resetQueries();
      const ics = await ctx().app.inject({
        method: "GET",
        url: `/appointments/${appointment.id}/calendar.ics`,
      });
      expect(ctx().queries.length).toBe(APPOINTMENT_QUERY_BUDGETS.appointment);
      expect(ics.statusCode).toBe(200);
      expect(ics.headers["content-type"]).toContain("text/calendar");
      expect(ics.body).toContain("BEGIN:VEVENT");
      expect(ics.body).toContain("DTSTART:20261124T050000Z");
      expect(ics.body).toContain("Проверка зрения для взрослых");
    });

    it("any specialist: the server picks a free one", async () => {
      const res = await post(book({ specialist_id: null, starts_at: "2026-11-24T11:00:00+05:00" }));
      expect(res.statusCode).toBe(201);
      const second = await post(book({ specialist_id: null, starts_at: "2026-11-24T11:00:00+05:00" }));
      expect(second.statusCode).toBe(201);
      expect(second.json().appointment.specialist.id).not.toBe(res.json().appointment.specialist.id);
      const third = await post(book({ specialist_id: null, starts_at: "2026-11-24T11:00:00+05:00" }));
      expect(third.statusCode).toBe(409);
    });

    it("refuses bad bookings with 400 and a clear message", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ starts_at: "2026-11-23T09:00:00+05:00" }, "Это время уже прошло, выберите другое"],
        [{ starts_at: "2026-11-24T10:10:00+05:00" }, "Запись возможна только на время из списка свободных"],
        [
          { starts_at: "2026-11-24T19:00:00+05:00" },
          "В это время специалист не принимает, выберите другое время",
        ],
        [
          { starts_at: "2026-11-24T13:00:00+05:00" },
          "В это время специалист не принимает, выберите другое время",
        ],
        [
          { starts_at: "2027-01-01T10:00:00+05:00" },
          "В это время специалист не принимает, выберите другое время",
        ],
        [{ starts_at: "2027-03-01T10:00:00+05:00" }, "Запись открыта только на 60 дней вперёд"],
        [{ starts_at: "завтра" }, "Время записи должно быть датой и временем ISO 8601 с часовым поясом"],
        [{ service_id: 999 }, "Услуга не найдена"],
        [{ store_id: 999 }, "Клиника не найдена"],
        [{ specialist_id: 999 }, "Специалист не найден"],
        [{ specialist_id: CX.specialist.vladivostok }, "Этот специалист не принимает в выбранной клинике"],
        [
          { service_id: CX.service.myopia, specialist_id: CX.specialist.optometrist },
          "Этот специалист не оказывает выбранную услугу",
        ],
        [{ phone: "+7 (812) 34" }, "Некорректно набран номер"],
        [{ phone: "" }, "Обязательно к заполнению"],
        [{ name: "" }, "Обязательно к заполнению"],
        [{ name: "Я" }, "Поле должно содержать минимум 2 символа"],
        [{ consent: false }, "Необходимо согласие на обработку персональных данных"],
        [{ comment: "x".repeat(1001) }, "Слишком длинное значение"],
        [{ store_id: 2_147_483_648 }, "Идентификатор клиники должен быть целым положительным числом"],
      ];
      for (const [override, message] of cases) {
        const res = await post(book(override));
        expect([res.statusCode, res.json().message]).toEqual([400, message]);
      }
    });

    it("100 concurrent bookings of one slot: exactly one succeeds", async () => {
      const attempts = 100;
      const results = await Promise.all(
        Array.from({ length: attempts }, (_, i) =>
          post(book({ starts_at: "2026-11-25T15:00:00+05:00", name: `Покупатель ${i}` })),
        ),
      );
      const codes = results.map((r) => r.statusCode);
      const ok = codes.filter((c) => c === 201).length;
      const conflicts = codes.filter((c) => c === 409).length;
      console.log(
        `[${ctx().engine}] ${attempts} concurrent bookings of one slot: ${ok} booked, ${conflicts} × 409`,
      );
      expect(ok).toBe(1);
      expect(conflicts).toBe(attempts - 1);
      const rows = await ctx().db.execute(
        "select count(*)::int as n from appointments where status = 'booked' and starts_at = '2026-11-25T10:00:00Z'" as never,
      );
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    }, 120_000);

    it("100 concurrent bookings of one slot with any specialist: exactly one per free specialist", async () => {
      const results = await Promise.all(
        Array.from({ length: 100 }, () =>
          post(book({ specialist_id: null, starts_at: "2026-11-25T16:00:00+05:00" })),
        ),
      );
      const booked = results
        .filter((r) => r.statusCode === 201)
        .map((r) => r.json().appointment.specialist.id);
      expect(booked.sort()).toEqual([CX.specialist.myopia, CX.specialist.optometrist]);
      expect(results.filter((r) => r.statusCode === 409).length).toBe(98);
    }, 120_000);

    it("stores a quick request for call-back; an unknown clinic is a 400", async () => {
      ctx().resetQueries();
      const res = await ctx().app.inject({
        method: "POST",
        url: "/appointments/quick",
        payload: {
          name: "Ольга",
          phone: "89123456780",
          store_id: CX.store.ekb,
          service_id: CX.service.myopia,
        },
      });
      expect(res.statusCode).toBe(201);
      expect(ctx().queries.length).toBe(APPOINTMENT_QUERY_BUDGETS.quick);
      expect(res.json().message).toBe("Заявка успешно отправлена");
      const rows = await ctx().db.execute(
        `select name, phone, store_id, service_id from quick_appointment_requests where id = '${res.json().id}'` as never,
      );
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
        { name: "Ольга", phone: "79123456780", store_id: CX.store.ekb, service_id: CX.service.myopia },
      ]);
      const unknown = await ctx().app.inject({
        method: "POST",
        url: "/appointments/quick",
        payload: { name: "Ольга", phone: "89123456780", store_id: 999 },
      });
      expect([unknown.statusCode, unknown.json().message]).toEqual([400, "Клиника не найдена"]);
      const badPhone = await ctx().app.inject({
        method: "POST",
        url: "/appointments/quick",
        payload: { name: "Ольга", phone: "12" },
      });
      expect([badPhone.statusCode, badPhone.json().errors.phone]).toEqual([
        400,
        ["Некорректно набран номер"],
      ]);
    });

    it("a guest gets 401 on the shopper's appointments", async () => {
      const list = await ctx().app.inject({ method: "GET", url: "/users/appointments" });
      expect([list.statusCode, list.json().message]).toEqual([401, "Пользователь не авторизован"]);
      const cancel = await ctx().app.inject({
        method: "POST",
        url: "/users/appointments/00000000-0000-4000-8000-000000000000/cancel",
      });
      expect(cancel.statusCode).toBe(401);
      const unknown = await ctx().app.inject({ method: "GET", url: "/appointments/not-a-uuid" });
      expect([unknown.statusCode, unknown.json().message]).toEqual([400, "Некорректный номер записи"]);
      const missing = await ctx().app.inject({
        method: "GET",
        url: "/appointments/00000000-0000-4000-8000-000000000000/calendar.ics",
      });
      expect([missing.statusCode, missing.json().message]).toEqual([404, "Запись не найдена"]);
    });

    it("a signed-in shopper sees their bookings, cancels one, and the slot is free again", async () => {
      const user = { "x-test-user-id": "42" };
      const booked = await post(book({ starts_at: "2026-11-27T12:00:00+05:00" }), user);
      expect(booked.statusCode).toBe(201);
      const id = booked.json().appointment.id;
      ctx().resetQueries();
      const list = await ctx().app.inject({ method: "GET", url: "/users/appointments", headers: user });
      expect(list.statusCode).toBe(200);
      expect(ctx().queries.length).toBe(APPOINTMENT_QUERY_BUDGETS.listMine);
      expect(list.json().upcoming.map((a: { id: string }) => a.id)).toEqual([id]);
      const stranger = await ctx().app.inject({
        method: "POST",
        url: `/users/appointments/${id}/cancel`,
        headers: { "x-test-user-id": "7" },
      });
      expect(stranger.statusCode).toBe(404);
      ctx().resetQueries();
      const cancel = await ctx().app.inject({
        method: "POST",
        url: `/users/appointments/${id}/cancel`,
        headers: user,
      });
      expect(cancel.statusCode).toBe(200);
      expect(ctx().queries.length).toBe(APPOINTMENT_QUERY_BUDGETS.cancelMine);
      expect(cancel.json()).toMatchObject({
        message: "Запись отменена",
        appointment: { status: "cancelled", can_cancel: false },
      });
      const twice = await ctx().app.inject({
        method: "POST",
        url: `/users/appointments/${id}/cancel`,
        headers: user,
      });
      expect([twice.statusCode, twice.json().message]).toEqual([409, "Эту запись уже нельзя отменить"]);
      const after = await ctx().app.inject({ method: "GET", url: "/users/appointments", headers: user });
      expect(after.json().upcoming).toEqual([]);
      expect(after.json().past.map((a: { id: string }) => a.id)).toEqual([id]);
      const rebook = await post(book({ starts_at: "2026-11-27T12:00:00+05:00", name: "Другой" }));
      expect(rebook.statusCode).toBe(201);
    });

    it("the worker sends the confirmation once and the reminder when the clock reaches it; never twice", async () => {
      await ctx().app.appointmentJobs.runDue(); // what earlier tests left
      // the simulator is shared by both engines' runs: a phone of each engine's own
      const phone = ctx().engine === "pglite" ? "+7 (912) 000 11 22" : "+7 (912) 000 11 33";
      const res = await post(book({ phone, starts_at: "2026-11-28T10:00:00+05:00" }));
      expect(res.statusCode).toBe(201);
      const cancelled = await post(book({ phone, starts_at: "2026-11-28T11:00:00+05:00" }), {
        "x-test-user-id": "5",
      });
      // two workers in parallel (as two API instances run them): each job is sent by one only
      const worker = () =>
        createAppointmentJobWorker(
          { db: ctx().db, now: () => clock, sms, log: ctx().app.log },
          { ...DEFAULT_APPOINTMENT_JOBS, intervalMs: 0, batchSize: 1 },
        );
      const [a, b] = await Promise.all([worker().runDue(), worker().runDue()]);
      expect(a + b).toBe(2);
      const outbox = () => sms.outbox(ctx().engine === "pglite" ? "79120001122" : "79120001133");
      expect(
        outbox()
          .map((m) => m.text)
          .sort(),
      ).toEqual([
        "Вы записаны: Проверка зрения для взрослых, 28 ноября в 10:00, ул. Малышева, 30. Отменить запись можно в личном кабинете.",
        "Вы записаны: Проверка зрения для взрослых, 28 ноября в 11:00, ул. Малышева, 30. Отменить запись можно в личном кабинете.",
      ]);
      await ctx().app.inject({
        method: "POST",
        url: `/users/appointments/${cancelled.json().appointment.id}/cancel`,
        headers: { "x-test-user-id": "5" },
      });
      clock = new Date("2026-11-27T13:00:00Z"); // 18:00 in Екатеринбург the day before
      // every reminder due by then goes (other tests' bookings too); this shopper's cancelled one does not
      expect(await ctx().app.appointmentJobs.runDue()).toBeGreaterThanOrEqual(1);
      expect(outbox()[0]?.text).toBe(
        "Напоминаем: завтра, 28 ноября в 10:00, Проверка зрения для взрослых, ул. Малышева, 30. Ждём вас!",
      );
      expect(await ctx().app.appointmentJobs.runDue()).toBe(0);
      expect(outbox().length).toBe(3);
    });
  },
  {
    prepare: async (db) => {
      await insertClinicFixture(db);
      // the shoppers the tests sign in as (x-test-user-id): bookings reference users
      await db
        .insert(users)
        .values([5, 7, 42].map((id) => ({ id, phone: `79120000${String(id).padStart(3, "0")}` })));
    },
    app: { now: () => clock, sms, appointmentJobs: { intervalMs: 0, wakeOnWrite: false } },
    timeoutMs: 120_000,
  },
);
