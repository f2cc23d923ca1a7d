/*
 * The hero picture's slot: about 520 px beside the headline on a desktop, 448 px on a tablet, and
 * hidden on a phone (the page hero shows it from 768 px). The phone's 16 px slot makes the browser,
 * and the LCP preload, fetch the 16 px rendition instead of a photo nobody sees.
 */
export const heroPhotoSizes = '(min-width: 1366px) 560px, (min-width: 768px) 448px, 16px';
