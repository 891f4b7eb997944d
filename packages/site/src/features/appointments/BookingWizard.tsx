import { formatServicePrice } from "@optika/domain/money";
import { BookingStep, ChoiceList, DayCalendar, TimeSlots } from "@optika/ui";
import { useRef } from "react";
import { ClinicChooser } from "../clinics/ClinicChooser.tsx";
import {
  ANY_SPECIALIST,
  activeStep,
  bookingHref,
  stepState,
  type TBookingChoice,
  type TBookingStep,
} from "./booking-params.ts";
import type { TBookingView } from "./booking-view.ts";
import styles from "./booking-wizard.module.css";
import { ContactsForm, type TContactsErrors } from "./ContactsForm.tsx";
import { calendarMonths, longDateLabel } from "./calendar-months.ts";
import { appointmentMessages as m } from "./messages.ts";
import { useActiveStepInView } from "./use-active-step-in-view.ts";

export interface IBookingWizardProps {
  choice: TBookingChoice;
  view: TBookingView;
  /** /zapis, /appointment/appointment or /zapis/{slug} */
  basePath: string;
  /** the slug of /zapis/{slug} */
  fixedService?: string;
  /** the chosen time was taken meanwhile (409, or no longer free on reload) */
  isSlotTaken?: boolean;
  /** the server's answer to a refused form */
  formErrors?: TContactsErrors;
  /** a signed-in shopper's name and phone, what the contact fields start with */
  contacts?: { name: string; phone: string } | null;
}

/** The booking wizard: one section per step, the state in the URL (booking-params.ts). */
export function BookingWizard({
  choice,
  view,
  basePath,
  fixedService,
  isSlotTaken = false,
  formErrors,
  contacts,
}: IBookingWizardProps) {
  const href = (step: Exclude<TBookingStep, "contacts">, value: string | number | null) =>
    bookingHref(basePath, choice, step, value, fixedService);
  const state = (step: TBookingStep) => stepState(choice, step);
  const steps = useRef<HTMLOListElement>(null);
  useActiveStepInView(steps, activeStep(choice));

  const service = view.services.find((s) => s.slug === choice.service);
  const clinic = view.clinics?.find((c) => c.id === choice.clinic);
  const specialist =
    choice.specialist === ANY_SPECIALIST ? null : view.specialists?.find((s) => s.id === choice.specialist);
  const time = view.times?.find((t) => t.start === choice.time);
  const serviceMeta = (price: number, minutes: number) =>
    `${formatServicePrice(price)} · ${m.minutes(minutes)}`;

  return (
    <ol ref={steps} className={styles.steps}>
      <li>
        <BookingStep
          index={1}
          title={m.steps.service}
          state={state("service")}
          summary={
            service ? `${service.name} — ${serviceMeta(service.price, service.durationMinutes)}` : null
          }
          changeHref={href("service", null)}
          changeLabel={m.change}
        >
          <ChoiceList
            label={m.servicesLabel}
            emptyText={m.noServices}
            columns={2}
            choices={view.services.map((s) => ({
              key: s.slug,
              title: s.name,
              details: s.categoryName,
              meta: serviceMeta(s.price, s.durationMinutes),
              href: href("service", s.slug),
            }))}
          />
        </BookingStep>
      </li>
      <li>
        <BookingStep
          index={2}
          title={m.steps.clinic}
          state={state("clinic")}
          summary={clinic ? `${clinic.name}, ${clinic.address}` : null}
          changeHref={href("clinic", null)}
          changeLabel={m.change}
          lockedHint={m.locked.clinic}
        >
          <ClinicChooser clinics={view.clinics ?? []} hrefFor={(id) => href("clinic", id)} />
        </BookingStep>
      </li>
      <li>
        <BookingStep
          index={3}
          title={m.steps.specialist}
          state={state("specialist")}
          summary={specialist ? `${specialist.name}, ${specialist.position}` : m.anySpecialist}
          changeHref={href("specialist", null)}
          changeLabel={m.change}
          lockedHint={m.locked.specialist}
        >
          <ChoiceList
            label={m.specialistsLabel}
            emptyText={m.noSpecialists}
            choices={[
              {
                key: ANY_SPECIALIST,
                title: m.anySpecialist,
                details: m.anySpecialistDetails,
                href: href("specialist", ANY_SPECIALIST),
              },
              ...(view.specialists ?? []).map((s) => ({
                key: String(s.id),
                title: s.name,
                details: s.position,
                href: href("specialist", s.id),
              })),
            ]}
          />
        </BookingStep>
      </li>
      <li>
        <BookingStep
          index={4}
          title={m.steps.date}
          state={state("date")}
          summary={choice.date ? longDateLabel(choice.date) : null}
          changeHref={href("date", null)}
          changeLabel={m.change}
          lockedHint={m.locked.date}
        >
          {view.calendar && view.calendar.freeDates.length > 0 ? (
            <DayCalendar
              weekdays={m.weekdays}
              unavailableLabel={m.noFreeTime}
              months={calendarMonths({
                from: view.calendar.from,
                count: view.calendar.count,
                freeDates: new Set(view.calendar.freeDates),
                selected: choice.date,
                hrefFor: (date) => href("date", date),
              })}
            />
          ) : (
            <p className={styles.note}>{m.noDays}</p>
          )}
        </BookingStep>
      </li>
      <li>
        <BookingStep
          index={5}
          title={m.steps.time}
          state={state("time")}
          summary={time?.label ?? null}
          changeHref={href("time", null)}
          changeLabel={m.change}
          lockedHint={m.locked.time}
        >
          {isSlotTaken ? (
            <p className={styles.alert} role="alert">
              {m.slotTaken}
            </p>
          ) : null}
          <TimeSlots
            label={m.timesLabel}
            emptyText={m.noTimes}
            slots={(view.times ?? []).map((t) => ({
              key: t.start,
              label: t.label,
              href: href("time", t.start),
            }))}
          />
        </BookingStep>
      </li>
      <li>
        <BookingStep
          index={6}
          title={m.steps.contacts}
          state={state("contacts")}
          changeLabel={m.change}
          lockedHint={m.locked.contacts}
        >
          {service && clinic && choice.date && time ? (
            <ContactsForm
              summary={[
                { term: m.summary.service, value: service.name },
                { term: m.summary.clinic, value: `${clinic.name}, ${clinic.address}` },
                { term: m.summary.specialist, value: specialist ? specialist.name : m.anySpecialist },
                { term: m.summary.when, value: `${longDateLabel(choice.date)}, ${time.label}` },
                { term: m.summary.price, value: formatServicePrice(service.price) },
              ]}
              hidden={{
                service_id: String(service.id),
                store_id: String(clinic.id),
                specialist: String(choice.specialist),
                starts_at: time.start,
              }}
              serverErrors={formErrors}
              values={contacts ?? undefined}
            />
          ) : null}
        </BookingStep>
      </li>
    </ol>
  );
}
