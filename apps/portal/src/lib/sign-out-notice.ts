import { useState } from 'react';

const NOTICE_KEY = 'signOutNotice';

/** Why a session the person did not end themselves was ended. */
export const SIGN_OUT_NOTICES = {
  expired: 'Your session has expired. Please sign in again.',
  notRenewed: 'Your session could not be renewed. Please sign in again.',
} as const;

/** Why the session just ended, for the sign-in page to say once (it survives the redirect). */
export function leaveSignOutNotice(message: string): void {
  sessionStorage.setItem(NOTICE_KEY, message);
}

/** The notice left by the sign-out that led here, read once. */
export function useSignOutNotice(): string | null {
  const [notice] = useState(() => {
    const message = sessionStorage.getItem(NOTICE_KEY);
    sessionStorage.removeItem(NOTICE_KEY);
    return message;
  });
  return notice;
}
