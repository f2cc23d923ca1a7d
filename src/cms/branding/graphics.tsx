import { NorthlightMark } from './northlight-mark';
import styles from './branding.module.css';

/*
 * The admin's own graphics in place of Payload's (admin.components.graphics in payload.config.ts):
 * the login page's logo and the navigation's icon. Drawn inline, so they cost no request.
 */

/** The login page (and the other pages before sign-in): the mark and the name. */
export function NorthlightLogo() {
  return (
    <span className={styles.logo} data-testid="northlight-logo">
      <NorthlightMark size={48} />
      <span className={styles.wordmark}>
        Northlight
        <span className={styles.subtitle}>Website and sales admin</span>
      </span>
    </span>
  );
}

/** The navigation's home link and the browser's small places. */
export function NorthlightIcon() {
  return (
    <span className={styles.icon} title="Northlight">
      <NorthlightMark size={28} />
    </span>
  );
}

/** Under the logo on the login page: who signs in here and what to do without an account. */
export function BeforeLogin() {
  return (
    <p className={styles.beforeLogin}>
      Northlight staff sign in here to edit the website and work enquiries, leads and bookings. No account or
      locked out? Ask an administrator.
    </p>
  );
}
