/**
 * A `search` value for `component={Link}` on Mantine components. Mantine's polymorphic props drop the
 * router's generics, which leaves no typeable search there; the values are query strings, or numbers the address shows as they are (?jaar=2027).
 */
export function linkSearch(search: Record<string, string | number> | undefined): never {
  return (() => search ?? {}) as never;
}
