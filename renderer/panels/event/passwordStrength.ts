// The strength hint under a new password on the People screen: a rough guide, not a rule (the
// service's only rule is the minimum length).

/** The service's own minimum (electron/service/event/people.ts). */
export const MIN_PASSWORD = 10;

/** 0 too short, 1 weak, 2 fair, 3 strong: from the length and the kinds of character used. */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 {
  if (password.length < MIN_PASSWORD) return 0;
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/].filter((re) => re.test(password)).length;
  const score = kinds + (password.length >= 14 ? 1 : 0) + (password.length >= 20 ? 1 : 0);
  return score >= 4 ? 3 : score >= 3 ? 2 : 1;
}
