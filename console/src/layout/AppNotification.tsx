import { Notification } from 'react-admin';

/** Spec sections 2 and 9: the snackbar at the top right, for 5000 ms. */
export const SNACKBAR_MS = 5000;

export function AppNotification() {
  return <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={SNACKBAR_MS} />;
}
