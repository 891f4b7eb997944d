import { data, redirect } from "react-router";
import type { TApiClient } from "../../server/api.server.ts";
import { requestForm } from "../forms/request-form.server.ts";
import { ANY_SPECIALIST } from "./booking-params.ts";
import type { TContactsErrors } from "./contacts-validation.ts";
import { validateContacts } from "./contacts-validation.ts";

/** The URL a booking that hit a taken time goes back to: the time step, with the message flag. */
export function takenHref(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete("time");
  params.set("taken", "1");
  return `${url.pathname}?${params.toString()}`;
}

const FIELDS = new Set(["name", "phone", "comment", "consent"]);

/** The API's field messages as the form shows them; anything else is a message over the form. */
function formErrorsOf(body: unknown): TContactsErrors {
  const answer = (body ?? {}) as { message?: string; errors?: Record<string, string[]> };
  const errors: TContactsErrors = {};
  const other: string[] = [];
  for (const [field, messages] of Object.entries(answer.errors ?? {})) {
    const first = messages[0];
    if (!first) continue;
    if (FIELDS.has(field)) errors[field as keyof TContactsErrors] = first;
    else other.push(first);
  }
  if (other.length > 0 || Object.keys(errors).length === 0) errors.form = other.join("; ") || answer.message;
  return errors;
}

/**
 * The booking form's post: the contacts checked by the same rules as in the browser, then
 * POST /appointments. Booked → /zapis/success?id=…; the time just taken (409) → back to the time
 * step with fresh times and 'Это время уже занято, выберите другое'; refused fields → the form with
 * their messages; the API failing → /zapis/error with a way back to this very choice. `url` is the
 * page's address (the action's `url`): a hydrated form posts to `/zapis.data`, which `request.url`
 * carries, and a redirect built from it led to a 404.
 */
export async function bookingAction(api: TApiClient, request: Request, url: URL) {
  const form = await requestForm(request);
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = {
    name: text("name"),
    phone: text("phone"),
    comment: text("comment"),
    consent: text("consent") === "on",
  };
  const errors = validateContacts(values, { needsConsent: true });
  if (Object.keys(errors).length > 0) return data({ errors }, { status: 400 });
  const specialist = text("specialist");
  let answer: Awaited<ReturnType<TApiClient["appointments"]["create"]>>;
  try {
    answer = await api.appointments.create({
      body: {
        service_id: Number(text("service_id")),
        store_id: Number(text("store_id")),
        specialist_id: specialist === ANY_SPECIALIST || specialist === "" ? null : Number(specialist),
        starts_at: text("starts_at"),
        name: values.name.trim(),
        phone: values.phone,
        comment: values.comment,
        consent: true,
      },
    });
  } catch {
    answer = { status: 503, body: null, headers: new Headers() } as never;
  }
  if (answer.status === 201) return redirect(`/zapis/success?id=${answer.body.appointment.id}`);
  if (answer.status === 409) return redirect(takenHref(url));
  if (answer.status === 400) return data({ errors: formErrorsOf(answer.body) }, { status: 400 });
  return redirect(`/zapis/error?back=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
}
