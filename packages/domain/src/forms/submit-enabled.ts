/** Login: phone and password both non-empty, and not while loading. */
export function canSubmitLogin(form: {
  readonly phone: string;
  readonly password: string;
  readonly isLoading: boolean;
}): boolean {
  return form.phone.trim() !== "" && form.password.trim() !== "" && !form.isLoading;
}

/** Registration: phone and name both non-empty. */
export function canSubmitRegistration(form: { readonly phone: string; readonly name: string }): boolean {
  return form.phone.trim() !== "" && form.name.trim() !== "";
}

/** Request password: a phone is entered. */
export function canSubmitPasswordRequest(form: { readonly phone: string }): boolean {
  return form.phone.trim() !== "";
}
