import { useState } from "react";
import { createAuthApi } from "../auth/auth-api.ts";
import { profileMessages as m } from "./messages.ts";
import styles from "./profile.module.css";

/** 'Выйти': revokes the sign-in (the API clears the cookie), then the home page from scratch. */
export function LogoutButton() {
  const [isBusy, setBusy] = useState(false);
  const logout = async () => {
    setBusy(true);
    await createAuthApi().logout();
    window.location.assign("/");
  };
  return (
    <button
      type="button"
      className={`${styles.navLink} ${styles.logout}`}
      onClick={() => void logout()}
      disabled={isBusy}
    >
      {isBusy ? m.loggingOut : m.logout}
    </button>
  );
}
