// A line of feedback shown only when there is something to say: a refusal (role alert, read out at
// once) or what was done (role status).
interface Props {
  text: string | null | undefined;
  className: string;
  role?: 'alert' | 'status';
  testId?: string;
}

export function Notice({ text, className, role = 'alert', testId }: Props) {
  if (!text) return null;
  return (
    <p className={className} role={role} data-testid={testId}>
      {text}
    </p>
  );
}
