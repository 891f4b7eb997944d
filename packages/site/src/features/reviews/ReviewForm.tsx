import { REVIEW_LIMITS, validateReviewForm } from "@optika/domain/reviews";
import { Button } from "@optika/ui";
import { Form, useNavigation } from "react-router";
import { PhoneInput } from "../phone-input/PhoneInput.tsx";
import { reviewsMessages as m } from "./messages.ts";
import styles from "./reviews.module.css";
import type { TFormAnswer, TFormErrors } from "./reviews.server.ts";
import { useModeratedForm } from "./use-moderated-form.tsx";

/**
 * The review form: name, phone, clinic, rating 1–5, text. Posts to the page's action (works without
 * script); with script the domain checks the fields first. After sending, the suggestion-sent
 * notification and an empty form.
 */
export function ReviewForm({
  clinics,
  answer,
}: {
  clinics: { id: number; label: string }[];
  answer: TFormAnswer | undefined;
}) {
  const navigation = useNavigation();
  const isSending = navigation.state === "submitting" && navigation.formAction === "/reviews";
  const { id, formRef, errors, kept, onSubmit, err, aria } = useModeratedForm(answer, {
    sentTitle: m.sentTitle,
    validate: (value) => {
      const found = validateReviewForm({
        name: value("name"),
        phone: value("phone"),
        storeId: Number(value("store_id") || 0),
        rating: Number(value("rating") || 0),
        text: value("text"),
      });
      // the domain names the clinic storeId; the form posts it as store_id
      const errors: TFormErrors = {};
      for (const [field, message] of Object.entries(found))
        errors[field === "storeId" ? "store_id" : field] = message;
      return errors;
    },
  });

  return (
    <Form
      ref={formRef}
      id="review-form"
      method="post"
      action="/reviews"
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className={styles.formTitle}>
        {m.formTitle}
      </h2>
      <p className={styles.muted}>{m.formLead}</p>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-name`} className={styles.label}>
            {m.name}
          </label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            defaultValue={kept.name}
            maxLength={REVIEW_LIMITS.nameMax}
            className={styles.control}
            {...aria("name")}
          />
          {err("name")}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-phone`} className={styles.label}>
            {m.phone}
          </label>
          <PhoneInput
            id={`${id}-phone`}
            name="phone"
            defaultValue={kept.phone}
            className={styles.control}
            {...aria("phone")}
          />
          {err("phone")}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-store`} className={styles.label}>
          {m.clinic}
        </label>
        <select
          id={`${id}-store`}
          name="store_id"
          defaultValue={kept.store_id ?? ""}
          className={styles.control}
          {...aria("store_id")}
        >
          <option value="">{m.chooseClinic}</option>
          {clinics.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
        {err("store_id")}
      </div>
      <fieldset className={styles.stars} {...aria("rating")}>
        <legend className={styles.label}>{m.rating}</legend>
        <div className={styles.starRow}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className={styles.star}>
              <input
                type="radio"
                name="rating"
                value={n}
                defaultChecked={kept.rating === String(n)}
                className={styles.starInput}
              />
              <span aria-hidden="true">★</span>
              <span className={styles.starText}>{m.ratingValue(n)}</span>
            </label>
          ))}
        </div>
        {err("rating")}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-text`} className={styles.label}>
          {m.text}
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={5}
          defaultValue={kept.text}
          maxLength={REVIEW_LIMITS.textMax}
          className={styles.textarea}
          {...aria("text")}
        />
        {err("text")}
      </div>
      {errors.form ? (
        <p className={styles.alert} role="alert">
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={isSending}>
        {isSending ? m.sending : m.send}
      </Button>
    </Form>
  );
}
