import { contract } from "@optika/api-contract";
import { appointmentMessages as M } from "@optika/domain/appointments";
import { initServer } from "@ts-rest/fastify";
import { sql } from "drizzle-orm";
import type { TAppDeps } from "../../http/index.ts";
import { notFound } from "../../http/index.ts";
import { getCurrentUser } from "../auth/current-user.ts";
import { appointmentCalendar } from "./appointment-calendar.ts";
import type { TAppointmentJobWorker } from "./appointment-job-worker.ts";
import { loadAppointments, publicAppointment } from "./appointment-view.ts";
import { bookAppointment } from "./book-appointment.ts";
import { cancelAppointment } from "./cancel-appointment.ts";
import { listSlots } from "./list-slots.ts";
import { saveQuickRequest } from "./save-quick-request.ts";

const s = initServer();

const PAST_LIMIT = 50;

/** Slots, booking, the booking page and its .ics, the quick request, the shopper's appointments. */
export function appointmentsRoutes(
  deps: TAppDeps,
  worker: Pick<TAppointmentJobWorker, "wake">,
  publicOrigin: string | undefined,
) {
  const loadOne = async (id: string) => {
    const [appointment] = await loadAppointments(deps.db, sql`a.id = ${id}`, deps.now());
    if (!appointment) throw notFound(M.appointmentUnknown);
    return publicAppointment(appointment);
  };
  return s.router(contract.appointments, {
    slots: async ({ query, reply }) => {
      reply.header("cache-control", "no-store");
      return { status: 200, body: await listSlots(deps.db, query, deps.now()) };
    },
    create: async ({ body, request, reply }) => {
      reply.header("cache-control", "no-store");
      const user = await getCurrentUser(deps, request);
      const appointment = await bookAppointment(
        deps.db,
        {
          serviceId: body.service_id,
          storeId: body.store_id,
          specialistId: body.specialist_id ?? null,
          startsAt: new Date(body.starts_at),
          name: body.name,
          phone: body.phone,
          comment: body.comment ?? "",
          userId: user?.id ?? null,
        },
        deps.now(),
      );
      worker.wake();
      return { status: 201, body: { appointment, message: M.booked } };
    },
    get: async ({ params, reply }) => {
      reply.header("cache-control", "private, no-store");
      return { status: 200, body: { appointment: await loadOne(params.id), message: M.booked } };
    },
    calendar: async ({ params, reply }) => {
      const appointment = await loadOne(params.id);
      reply.header("cache-control", "private, no-store");
      reply.header("content-disposition", 'attachment; filename="zapis.ics"');
      reply.header("content-type", "text/calendar; charset=utf-8");
      return { status: 200, body: appointmentCalendar(appointment, publicOrigin) };
    },
    quick: async ({ body, request }) => {
      const user = await getCurrentUser(deps, request);
      const id = await saveQuickRequest(
        deps.db,
        {
          name: body.name,
          phone: body.phone,
          storeId: body.store_id ?? null,
          serviceId: body.service_id ?? null,
          comment: body.comment ?? "",
          userId: user?.id ?? null,
        },
        deps.now(),
      );
      return { status: 201, body: { id, message: M.quickSent } };
    },
    listMine: async ({ request, reply }) => {
      reply.header("cache-control", "private, no-store");
      const user = await getCurrentUser(deps, request);
      if (!user) return { status: 401, body: { message: M.unauthorized } };
      const now = deps.now();
      const all = await loadAppointments(deps.db, sql`a.user_id = ${user.id}`, now, sql`a.starts_at desc`);
      const isUpcoming = (a: { status: string; ends_at: string }) =>
        a.status === "booked" && Date.parse(a.ends_at) > now.getTime();
      return {
        status: 200,
        body: {
          upcoming: all.filter(isUpcoming).reverse().map(publicAppointment),
          past: all
            .filter((a) => !isUpcoming(a))
            .slice(0, PAST_LIMIT)
            .map(publicAppointment),
        },
      };
    },
    cancelMine: async ({ params, request, reply }) => {
      reply.header("cache-control", "private, no-store");
      const user = await getCurrentUser(deps, request);
      if (!user) return { status: 401, body: { message: M.unauthorized } };
      const appointment = await cancelAppointment(deps.db, { id: params.id, userId: user.id }, deps.now());
      return { status: 200, body: { appointment, message: M.cancelled } };
    },
  });
}
