import { clsx } from "clsx";
import { HeartIcon } from "../icons/icons.tsx";
import { messages } from "./messages.ts";
import styles from "./wishlist-toggle.module.css";

export interface IWishlistToggleProps {
  isActive: boolean;
  onToggle: () => void;
  /** The product's name, for the accessible name ('Добавить в избранное: …'). */
  itemName?: string;
  className?: string;
}

/** The heart on a product card: a toggle button (aria-pressed), filled when the product is saved. */
export function WishlistToggle({ isActive, onToggle, itemName, className }: IWishlistToggleProps) {
  const label = `${isActive ? messages.remove : messages.add}${itemName ? `: ${itemName}` : ""}`;
  return (
    <button
      type="button"
      className={clsx(styles.root, isActive && styles.isActive, className)}
      aria-pressed={isActive}
      aria-label={label}
      title={isActive ? messages.remove : messages.add}
      onClick={onToggle}
      data-wishlist-toggle=""
    >
      <HeartIcon size={22} />
    </button>
  );
}
