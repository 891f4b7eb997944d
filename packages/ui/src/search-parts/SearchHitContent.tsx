import { UiLink } from "../ui-link/UiLink.tsx";

/** The classes a text hit's parts take (the overlay's and the search page's differ in size). */
type TSearchHitClasses = Readonly<Partial<Record<"hitTitle" | "hitText" | "hitLinks" | "hitLink", string>>>;

/** A text hit's inside: the title (a link when it has a page), a line of text, further links. */
export function SearchHitContent({
  hit,
  classes,
}: {
  hit: {
    title: string;
    href?: string | null | undefined;
    text?: string | null | undefined;
    links?: readonly { label: string; href: string }[] | undefined;
  };
  classes: TSearchHitClasses;
}) {
  return (
    <>
      {hit.href ? (
        <UiLink href={hit.href} className={classes.hitTitle}>
          {hit.title}
        </UiLink>
      ) : (
        <p className={classes.hitTitle}>{hit.title}</p>
      )}
      {hit.text ? <p className={classes.hitText}>{hit.text}</p> : null}
      {hit.links && hit.links.length > 0 ? (
        <ul className={classes.hitLinks}>
          {hit.links.map((link) => (
            <li key={link.href}>
              <UiLink href={link.href} className={classes.hitLink}>
                {link.label}
              </UiLink>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
