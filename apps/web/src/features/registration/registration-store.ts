/**
 * The registration in progress (spec §3 Registration). Kept in memory only: the password never
 * touches storage, and a reload starts afresh (the registration token lasts 30 minutes anyway).
 */
export interface Registration {
  registrationToken: string;
  customerNumber: string;
  email: string | null;
  username: string | null;
  password: string | null;
  /** Masked number the SMS code went to, and when. */
  receivedPhoneNumber: string | null;
  sendDate: string | null;
}

let current: Registration | null = null;

export function startRegistration(registrationToken: string, customerNumber: string): Registration {
  current = {
    registrationToken,
    customerNumber,
    email: null,
    username: null,
    password: null,
    receivedPhoneNumber: null,
    sendDate: null,
  };
  return current;
}

export function updateRegistration(changes: Partial<Registration>): Registration | null {
  if (current === null) return null;
  current = { ...current, ...changes };
  return current;
}

export function getRegistration(): Registration | null {
  return current;
}

export function endRegistration(): void {
  current = null;
}
