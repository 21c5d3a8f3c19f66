// The options of a <select> whose values are the words shown (powers, players): one <option> each,
// shown as `shown` words them (a power's name in the window's language) where given.
export function Choices({ values, shown }: { values: readonly string[]; shown?: (value: string) => string }) {
  return (
    <>
      {values.map((v) => (
        <option key={v} value={v}>
          {shown ? shown(v) : v}
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
