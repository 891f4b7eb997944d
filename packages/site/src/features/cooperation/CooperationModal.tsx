import { GOALS } from "@optika/domain/constants";
import { cooperationThanksText, validateCooperationForm } from "@optika/domain/forms";
import {
  CooperationDialog,
  CooperationForm,
  CooperationThanks,
  cooperationFormMessages,
  type TCooperationFieldErrors,
  type TCooperationValues,
} from "@optika/ui";
import { useState } from "react";
import { useLayoutData } from "../layout/use-layout.ts";
import { reachGoal } from "../metrics/reach-goal.ts";
import { PhoneInput } from "../phone-input/PhoneInput.tsx";
import { cooperationMessages } from "./messages.ts";
import { checkAttachment, sendCooperation } from "./send-cooperation.ts";

/** The legal pages the consents link to (spec §2 routes). */
export const POLICY_HREF = "/company/law/policy-personal-data";
export const CONSENT_HREF = "/company/law/personal-data";

const EMPTY: TCooperationValues = {
  name: "",
  phone: "",
  email: "",
  text: "",
  policyRead: false,
  processingConsent: false,
};

export interface ICooperationModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** replaces the network call (tests) */
  send?: typeof sendCooperation;
}

/**
 * The cooperation enquiry modal (loaded on first open). Values survive closing, so a shopper who
 * closes by mistake finds the letter again; they are cleared once it is sent. Field rules and
 * messages are the domain's, checked before sending and again by the server.
 */
export default function CooperationModal({
  isOpen,
  onOpenChange,
  send = sendCooperation,
}: ICooperationModalProps) {
  const thanksVar = useLayoutData()?.vars.cooperationThanks;
  const [values, setValues] = useState(EMPTY);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<TCooperationFieldErrors>({});
  const [hasTriedToSend, setTriedToSend] = useState(false);
  const [isSending, setSending] = useState(false);
  const [isSent, setSent] = useState(false);

  const errorsOf = (next: TCooperationValues): TCooperationFieldErrors => {
    const { policyRead: _p, processingConsent: _c, ...fields } = validateCooperationForm(next);
    return fields;
  };

  const onChange = <K extends keyof TCooperationValues>(field: K, value: TCooperationValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // after a first attempt the messages follow the typing
    if (hasTriedToSend)
      setErrors((current) => ({ ...errorsOf(next), ...(current.file ? { file: current.file } : {}) }));
  };

  const onFileChange = (chosen: File | null) => {
    const problem = chosen ? checkAttachment(chosen) : null;
    setFile(problem ? null : chosen);
    setErrors(({ file: _old, ...rest }) => (problem ? { ...rest, file: problem } : rest));
  };

  const onSubmit = async () => {
    setTriedToSend(true);
    const found = errorsOf(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    const result = await send(values, file);
    setSending(false);
    if (result.kind === "sent") {
      setSent(true);
      reachGoal(GOALS.cooperationSent);
      return;
    }
    if (result.kind === "invalid") {
      setErrors(result.errors);
      return;
    }
    console.error(cooperationMessages.sendFailed, result.error);
    onOpenChange(false);
  };

  const onDialogChange = (open: boolean) => {
    if (!open && isSent) {
      // the next enquiry starts from an empty form
      setValues(EMPTY);
      setFile(null);
      setErrors({});
      setTriedToSend(false);
      setSent(false);
    }
    onOpenChange(open);
  };

  return (
    <CooperationDialog
      isOpen={isOpen}
      onOpenChange={onDialogChange}
      title={isSent ? cooperationFormMessages.thanksTitle : undefined}
    >
      {isSent ? (
        <CooperationThanks message={cooperationThanksText(thanksVar)} onClose={() => onDialogChange(false)} />
      ) : (
        <CooperationForm
          values={values}
          errors={errors}
          fileName={file?.name ?? null}
          isSending={isSending}
          policyHref={POLICY_HREF}
          consentHref={CONSENT_HREF}
          onChange={onChange}
          PhoneInput={PhoneInput}
          onFileChange={onFileChange}
          onSubmit={() => void onSubmit()}
        />
      )}
    </CooperationDialog>
  );
}
