// The service names the field a refusal is about first (`names[2]: 'Ann' already plays`,
// `outcome.members: ...`, `seating[1].Italy: ...`): the forms split that off to show the words next
// to the field they are about, and show anything unplaced under the form. Worded in French the
// field is followed by ' : ' (`seating[1].Italy : ...`), which reads the same.
export interface FieldError {
  /** The path the service named (`outcome.centers`), or '' when the message names none. */
  field: string;
  message: string;
}

const PATH = /^([A-Za-z_][\w]*(?:\[\d+\])?(?:\.[A-Za-z_][\w]*(?:\[\d+\])?)*) ?: ([\s\S]+)$/;

export function fieldError(message: string): FieldError {
  const m = PATH.exec(message);
  return m ? { field: m[1], message: m[2] } : { field: '', message };
}

/** The error's words when it is about `field` or something inside it (`outcome.centers` covers `outcome.centers.France`). */
export function errorAt(error: FieldError | null, field: string): string | null {
  if (!error || !error.field) return null;
  return error.field === field || error.field.startsWith(`${field}.`) || error.field.startsWith(`${field}[`) ? error.message : null;
}

/** The line of a list given one name per line that `names[i]` points at (1-based), or null. */
export function lineOf(error: FieldError | null): number | null {
  const m = error ? /^names\[(\d+)\]$/.exec(error.field) : null;
  return m ? Number(m[1]) + 1 : null;
}
