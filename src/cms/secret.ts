/* The CMS secret lives in src/server (the server also derives the bookings' link key from it). */
export { cmsSecret } from '@/server/cms-secret';
