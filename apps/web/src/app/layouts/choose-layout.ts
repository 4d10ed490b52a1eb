export type LayoutKind = 'authenticated' | 'public' | 'splash';

/** Where a path sits in the route table of spec §2. */
export type RouteArea = 'authenticated' | 'public' | 'splash' | 'not-found';

/**
 * Layout choice of spec §2. Routes of the authenticated and public tables carry their own layout.
 * For the two paths outside those tables the spec's sentence applies: a logged-in user gets the
 * splash layout on other (unknown) paths but the authenticated layout on the splash path; anyone
 * else gets the public layout there, except that the splash route itself has the splash layout.
 */
export function chooseLayout(area: RouteArea, loggedIn: boolean): LayoutKind {
  switch (area) {
    case 'authenticated':
      return 'authenticated';
    case 'public':
      return 'public';
    case 'splash':
      return loggedIn ? 'authenticated' : 'splash';
    case 'not-found':
      return loggedIn ? 'splash' : 'public';
  }
}
