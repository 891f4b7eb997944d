/** A message for the whole form (role alert), or nothing; `className` composes form-parts' `alert`. */
export function FormAlert({
  message,
  className,
}: {
  message: string | null | undefined;
  className: string | undefined;
}) {
  return message ? (
    <p className={className} role="alert">
      {message}
    </p>
  ) : null;
}
