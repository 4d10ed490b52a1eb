/**
 * A `search` value for `component={Link}` on Mantine components. Mantine's polymorphic props drop the
 * router's generics, which leaves no typeable search there; the values are plain query strings.
 */
export function linkSearch(search: Record<string, string> | undefined): never {
  return (() => search ?? {}) as never;
}
