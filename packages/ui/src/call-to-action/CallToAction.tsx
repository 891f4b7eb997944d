import { clsx } from "clsx";
import styles from "./call-to-action.module.css";

export interface ICallToActionProps {
  title: string;
  text: string;
  href: string;
  buttonText: string;
  /** accent: the brand's colour; calm: a soft tint */
  tone?: "accent" | "calm";
  headingLevel?: 2 | 3;
  className?: string;
}

/** A call to action: a heading, a sentence and one link styled as a button. */
export function CallToAction({
  title,
  text,
  href,
  buttonText,
  tone = "accent",
  headingLevel = 2,
  className,
}: ICallToActionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={clsx(styles.cta, styles[tone], className)} aria-label={title}>
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.text}>{text}</p>
      </div>
      <a className={styles.button} href={href}>
        {buttonText}
      </a>
    </section>
  );
}
