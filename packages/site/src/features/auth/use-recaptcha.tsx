import { RECAPTCHA_SIMULATOR_TOKEN } from "@optika/domain/codes";
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLayoutData } from "../layout/use-layout.ts";
import styles from "./recaptcha.module.css";

/** What the sign-in forms need of the captcha: the widget to show and its one-time answer. */
export interface IRecaptcha {
  /** undefined when the config does not ask for a captcha */
  element: ReactNode | undefined;
  /** the answer for the next request (null: not ticked); the widget is cleared for the next one */
  takeResponse: () => string | null;
}

type TGrecaptcha = {
  render(container: HTMLElement, parameters: { sitekey: string; hl?: string }): number;
  getResponse(widgetId: number): string;
  reset(widgetId: number): void;
};

declare global {
  interface Window {
    grecaptcha?: TGrecaptcha;
    __optikaRecaptchaLoaded?: () => void;
  }
}

/** reCAPTCHA v2 in Russian (spec §7: "captcha from a provider, language ru, version 2"). */
const SCRIPT_URL =
  "https://www.google.com/recaptcha/api.js?hl=ru&render=explicit&onload=__optikaRecaptchaLoaded";
let loading: Promise<TGrecaptcha> | undefined;

/** Loads the provider's script once per page (only when a form with the captcha is shown). */
function loadGrecaptcha(): Promise<TGrecaptcha> {
  loading ??= new Promise((resolve, reject) => {
    window.__optikaRecaptchaLoaded = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject());
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onerror = () => {
      loading = undefined;
      reject(new Error("reCAPTCHA did not load"));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * The captcha of the phone sign-in when the config's `useReCaptchaForAuth` is nonzero: Google's
 * widget with the configured site key, or, with no key (the API's offline simulator checks), a
 * stand-in checkbox 'Я не робот' whose answer the simulator accepts. Each answer is used once.
 */
export function useRecaptcha(): IRecaptcha {
  const layout = useLayoutData();
  const required = layout?.recaptcha.required ?? false;
  const siteKey = layout?.recaptcha.siteKey ?? null;
  const [ticked, setTicked] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: TGrecaptcha; id: number } | null>(null);
  const inputId = useId();

  useEffect(() => {
    if (!required || !siteKey || !container.current) return;
    const node = container.current;
    let cancelled = false;
    loadGrecaptcha()
      .then((api) => {
        if (!cancelled && node.childElementCount === 0)
          widget.current = { api, id: api.render(node, { sitekey: siteKey, hl: "ru" }) };
      })
      .catch(() => {
        // unreachable provider: the form's own message ('Подтвердите, что вы не робот') says why
      });
    return () => {
      cancelled = true;
    };
  }, [required, siteKey]);

  const takeResponse = useCallback((): string | null => {
    if (!required) return null;
    if (!siteKey) {
      setTicked(false);
      return ticked ? RECAPTCHA_SIMULATOR_TOKEN : null;
    }
    const current = widget.current;
    if (!current) return null;
    const answer = current.api.getResponse(current.id) || null;
    current.api.reset(current.id);
    return answer;
  }, [required, siteKey, ticked]);

  if (!required) return { element: undefined, takeResponse };
  const element = siteKey ? (
    <div ref={container} className={styles.widget} />
  ) : (
    <label className={styles.standIn} htmlFor={inputId}>
      <input
        id={inputId}
        type="checkbox"
        checked={ticked}
        onChange={(event) => setTicked(event.currentTarget.checked)}
      />
      <span>Я не робот</span>
    </label>
  );
  return { element, takeResponse };
}
