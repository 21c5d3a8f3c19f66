// The options of a <select> whose values are the words shown (powers, players): one <option> each.
export function Choices({ values }: { values: readonly string[] }) {
  return (
    <>
      {values.map((v) => (
        <option key={v} value={v}>
          {v}
        </option>
      ))}
    </>
  );
}

/** The options of a <select> over named things (scoring systems): the id as value, the name shown. */
export function NamedChoices({ items }: { items: readonly { id: string; name: string }[] }) {
  return (
    <>
      {items.map((i) => (
        <option key={i.id} value={i.id}>
          {i.name}
        </option>
      ))}
    </>
  );
}
