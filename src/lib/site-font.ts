/*
 * The one font file, preloaded on every page (src/app/(site)/site-document.tsx) and declared in
 * globals.css. Its name carries the @fontsource-variable/inter version it was copied from, so it
 * can be cached for a year; site-font.test.ts fails when the package and the copy part ways.
 */
export const siteFontHref = '/fonts/inter-latin-wght-normal-5.3.0.woff2';
