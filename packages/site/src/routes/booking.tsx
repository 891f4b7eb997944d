import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import { BookingWizard } from "../features/appointments/BookingWizard.tsx";
import { loadBooking } from "../features/appointments/booking.server.ts";
import { bookingAction } from "../features/appointments/booking-action.server.ts";
import { parseBookingChoice, stepState } from "../features/appointments/booking-params.ts";
import type { TContactsErrors } from "../features/appointments/contacts-validation.ts";
import { appointmentMessages as m } from "../features/appointments/messages.ts";
import { LandingPage } from "../features/layout/LandingPage.tsx";
import { loadContactPrefill } from "../features/profile/contact-prefill.server.ts";
import { pageMeta } from "../features/seo/meta.ts";
import { apiContext } from "../server/api.server.ts";
import { notFound } from "../server/api-response.ts";

/*
 * The booking wizard: /zapis, /appointment/appointment (the same form) and /zapis/{slug} (the
 * service chosen). The choice lives in the URL; every step is a link, so the loader answers each
 * one and a reload keeps it. Personal (never in the shared page cache): times must be fresh.
 */

export async function loader({ params, context, url, request }: LoaderFunctionArgs) {
  const fixedService = params.service;
  const asked = parseBookingChoice(url.searchParams, fixedService);
  if (fixedService !== undefined && asked.service === null) return notFound();
  const { choice, view, isTimeGone } = await loadBooking(context.get(apiContext), asked, new Date());
  if (fixedService !== undefined && choice.service === null) return notFound();
  // the contacts step: a signed-in shopper's name and phone fill its fields
  const contacts =
    stepState(choice, "contacts") === "active"
      ? await loadContactPrefill(context.get(apiContext), request)
      : null;
  return {
    choice,
    view,
    basePath: url.pathname,
    fixedService: fixedService ?? null,
    isSlotTaken: isTimeGone || url.searchParams.get("taken") === "1",
    canonical: `${url.origin}${fixedService ? `/zapis/${fixedService}` : "/zapis"}`,
    contacts: contacts && { name: contacts.name, phone: contacts.phone },
  };
}

export async function action({ context, request, url }: ActionFunctionArgs) {
  return bookingAction(context.get(apiContext), request, url);
}

export const meta: MetaFunction<typeof loader> = ({ loaderData, matches }) => {
  const service = loaderData?.view.services.find((s) => s.slug === loaderData.fixedService);
  return pageMeta(matches, {
    title: service ? `${m.title}: ${service.name}` : m.title,
    description: m.description,
    canonical: loaderData?.canonical,
  });
};

export default function BookingRoute() {
  const { choice, view, basePath, fixedService, isSlotTaken, contacts } = useLoaderData<typeof loader>();
  const answer = useActionData() as { errors?: TContactsErrors } | undefined;
  return (
    <LandingPage
      breadcrumbs={[{ label: m.home, href: "/" }, { label: m.title }]}
      title={m.title}
      lead={m.lead}
    >
      <BookingWizard
        choice={choice}
        view={view}
        basePath={basePath}
        fixedService={fixedService ?? undefined}
        isSlotTaken={isSlotTaken}
        formErrors={answer?.errors}
        contacts={contacts}
      />
    </LandingPage>
  );
}
