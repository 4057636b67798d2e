/** The Realtime Database contract (paths, shapes, zod schemas); sources in contracts/realtime/. */
export * from '../realtime/schema';
export * from '../realtime/paths';
