import { Button } from "@optika/ui";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { fieldError, messageOf } from "../auth/auth-errors.ts";
import { notify } from "../notifications/notification-store.ts";
import { profileMessages as m } from "./messages.ts";
import styles from "./profile.module.css";

export type TProfileFormValues = { name: string; email: string; birthday: string; is_marketing: boolean };

const FIELDS = ["name", "email", "birthday"] as const;

/** `PUT /api/users/profile`; the answer as it came. */
export async function saveProfile(
  values: TProfileFormValues,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<{ ok: boolean; status: number; body: unknown }> {
  try {
    const response = await fetchImpl("/api/users/profile", {
      method: "PUT",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(values),
      credentials: "same-origin",
    });
    return { ok: response.ok, status: response.status, body: await response.json().catch(() => null) };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}

/**
 * Name, e-mail, birthday and marketing consent. The server judges the values; its field messages
 * appear under the fields, 'Данные сохранены' as a toast.
 */
export function ProfileEditForm({
  phone,
  initial,
  save = saveProfile,
}: {
  phone: string;
  initial: TProfileFormValues;
  save?: typeof saveProfile;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TProfileFormValues>({ defaultValues: initial });

  const onSubmit = handleSubmit(async (values) => {
    const answer = await save(values);
    if (answer.ok) {
      reset(values);
      notify(m.saved, "success");
      return;
    }
    if (answer.status === 401) {
      window.location.assign(`/authorization?redirect=${encodeURIComponent("/profile/edit")}`);
      return;
    }
    let hasFieldError = false;
    for (const field of FIELDS) {
      const message = fieldError(answer.body, [field]);
      if (message) {
        setError(field, { message });
        hasFieldError = true;
      }
    }
    if (!hasFieldError)
      notify(answer.status >= 500 || answer.status === 0 ? m.saveFailed : messageOf(answer.body), "error");
  });

  const aria = (field: (typeof FIELDS)[number]) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `${id}-${field}-error` } : {};
  const message = (field: (typeof FIELDS)[number]) =>
    errors[field]?.message ? (
      <p id={`${id}-${field}-error`} className={styles.error} role="alert">
        {errors[field]?.message}
      </p>
    ) : null;

  return (
    <form className={`${styles.panel} ${styles.form}`} noValidate onSubmit={(e) => void onSubmit(e)}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-phone`}>
          {m.phone}
        </label>
        <input id={`${id}-phone`} className={styles.input} value={phone} readOnly />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-name`}>
          {m.name}
        </label>
        <input
          id={`${id}-name`}
          className={styles.input}
          autoComplete="name"
          maxLength={100}
          {...register("name")}
          {...aria("name")}
        />
        {message("name")}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-email`}>
          {m.email}
        </label>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={254}
          {...register("email")}
          {...aria("email")}
        />
        {message("email")}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${id}-birthday`}>
          {m.birthday}
        </label>
        <input
          id={`${id}-birthday`}
          className={styles.input}
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          {...register("birthday")}
          {...aria("birthday")}
        />
        {message("birthday")}
      </div>
      <label className={styles.check}>
        <input type="checkbox" {...register("is_marketing")} />
        <span>{m.marketing}</span>
      </label>
      <div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
