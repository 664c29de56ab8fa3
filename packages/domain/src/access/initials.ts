/**
 * The user label's fallback (spec 1, navigation): the first letters of first and last name, else the
 * first two letters of the user name, uppercase; then "?"; with no user at all, "Unknown".
 */
export function userInitials(
  user: { firstName?: string | null; lastName?: string | null; userName?: string | null } | null | undefined,
): string {
  if (!user) return 'Unknown';
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return (first.charAt(0) + last.charAt(0)).toUpperCase();
  const userName = user.userName?.trim();
  if (userName) return userName.slice(0, 2).toUpperCase();
  return '?';
}
