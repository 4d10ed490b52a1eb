interface MenuFile {
  groups: { primary: { routeName: string }[]; secondary: { routeName: string }[] }[];
}

/**
 * The home screen and every route the main menu links to, read from the menu the server serves;
 * `firstOfEachGroup` keeps the home screen and one route per menu group.
 */
export async function loggedInRoutes(baseUrl: string, firstOfEachGroup: boolean): Promise<string[]> {
  const response = await fetch(`${baseUrl}/frontend-content/menu/menu.json`);
  if (!response.ok) throw new Error(`The menu answered ${response.status}`);
  const menu = (await response.json()) as MenuFile;
  const linked = menu.groups.flatMap((group) =>
    firstOfEachGroup ? group.primary.slice(0, 1) : [...group.primary, ...group.secondary],
  );
  return [...new Set(['/', ...linked.map(({ routeName }) => `/${routeName.replace(/^\/+/, '')}`)])];
}
