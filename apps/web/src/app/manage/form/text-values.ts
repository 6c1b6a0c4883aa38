// A form's text fields from a record (its default values) or from another form's values (a change's
// input): each the value there, or '' where there is none (a new record, a field never set).

type TextSource<Name extends PropertyKey> = { readonly [P in Name]?: string | null };

/** The fields `names`, each under its own name. */
export function textValues<const Name extends string>(
  source: TextSource<NoInfer<Name>> | null | undefined,
  names: readonly Name[],
): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, source?.[name] ?? ''])) as Record<Name, string>;
}

/** The fields of `names` (the field's name here → its name in the source). */
export function renamedTextValues<Name extends string, From extends string>(
  source: TextSource<NoInfer<From>> | null | undefined,
  names: Readonly<Record<Name, From>>,
): Record<Name, string> {
  const entries = Object.entries(names) as [Name, From][];
  return Object.fromEntries(entries.map(([name, from]) => [name, source?.[from] ?? ''])) as Record<
    Name,
    string
  >;
}

/** `names` the other way round (the source's name → the field's), for the answer back. */
export function invertedNames<Name extends string, From extends string>(
  names: Readonly<Record<Name, From>>,
): Record<From, Name> {
  return Object.fromEntries(Object.entries(names).map(([name, from]) => [from, name])) as Record<From, Name>;
}
