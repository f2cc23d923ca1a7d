/*
 * The four responsive states of the spec. CSS reads the same numbers through the custom
 * breakpoints in globals.css (--breakpoint-tablet etc.); keep the two in step (a test checks).
 */

export const breakpoints = {
  mobile: 0,
  tablet: 768,
  desktop: 1366,
  desktopLarge: 1920,
} as const;

export type ResponsiveState = keyof typeof breakpoints;

export const headerHeights: Record<ResponsiveState, number> = {
  mobile: 140,
  tablet: 80,
  desktop: 100,
  desktopLarge: 100,
};

export function responsiveStateFor(viewportWidth: number): ResponsiveState {
  if (viewportWidth >= breakpoints.desktopLarge) return 'desktopLarge';
  if (viewportWidth >= breakpoints.desktop) return 'desktop';
  if (viewportWidth >= breakpoints.tablet) return 'tablet';
  return 'mobile';
}

/** Media query for a state and up, for matchMedia in client code. */
export function minWidthQuery(state: ResponsiveState): string {
  return `(min-width: ${breakpoints[state]}px)`;
}
