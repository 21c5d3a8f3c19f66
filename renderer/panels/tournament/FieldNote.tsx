// The words of a refusal, next to the field it is about (announced to screen readers).
export function FieldNote({ text, id }: { text: string | null; id?: string }) {
  if (!text) return null;
  return (
    <span className="field-error" role="alert" id={id}>
      {text}
    </span>
  );
}
