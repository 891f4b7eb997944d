import { validateReviewForm } from "@optika/domain/reviews";
import { PhoneInput } from "../phone-input/PhoneInput.tsx";
import { ModeratedField, ModeratedForm, ModeratedNameField, ModeratedTextField } from "./ModeratedForm.tsx";
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
  const form = useModeratedForm(answer, {
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
  const { kept } = form;

  return (
    <ModeratedForm
      form={form}
      formId="review-form"
      action="/reviews"
      title={m.formTitle}
      lead={m.formLead}
      send={m.send}
      sending={m.sending}
    >
      <div className={styles.row}>
        <ModeratedNameField form={form} label={m.name} />
        <ModeratedField form={form} name="phone" label={m.phone}>
          {(control) => (
            <PhoneInput {...control} name="phone" defaultValue={kept.phone} className={styles.control} />
          )}
        </ModeratedField>
      </div>
      <ModeratedField form={form} name="store_id" label={m.clinic}>
        {(control) => (
          <select {...control} name="store_id" defaultValue={kept.store_id ?? ""} className={styles.control}>
            <option value="">{m.chooseClinic}</option>
            {clinics.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </ModeratedField>
      <fieldset className={styles.stars} {...form.aria("rating")}>
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
        {form.err("rating")}
      </fieldset>
      <ModeratedTextField form={form} label={m.text} />
    </ModeratedForm>
  );
}
