import { SheetDialog } from "@optika/ui/sheet-dialog";
import styles from "./checkout.module.css";
import { LEGAL_TEXTS, type TLegalDocument } from "./legal-texts.ts";
import { checkoutMessages as m } from "./messages.ts";

/** The contract offer or the personal data consent as a dialog (loaded when first opened). */
export default function LegalDialog({
  document,
  onClose,
}: {
  document: TLegalDocument | null;
  onClose: () => void;
}) {
  const text = document ? LEGAL_TEXTS[document] : null;
  return (
    <SheetDialog
      isOpen={document !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={text?.title ?? ""}
      closeLabel={m.close}
      width={720}
    >
      <div className={styles.dialogBody}>
        {text?.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </SheetDialog>
  );
}
