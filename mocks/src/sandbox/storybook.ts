import { join } from 'node:path';
import express from 'express';

/**
 * The built Storybook (`npm run build-storybook`), served at /storybook so that a designer reaches
 * every screen with `npm start` (which builds it when stale), and so that the visual review
 * (.storybook/visual) screenshots the very pages a designer opens.
 */
export const storybookDir = (repoRoot: string) => join(repoRoot, 'storybook-static');

/**
 * Storybook is a review tool, not an app of the product: its manager and preview pages carry
 * inline scripts and frame each other, and its stories run the mock backend in a service worker.
 * It gets its own policy (still same-origin only), instead of the apps' strict one.
 */
export const STORYBOOK_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval' blob:",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/** Static files of the built Storybook; a page says how to build it when it is not there. */
export function storybookStatic(dir: string): express.Router {
  const router = express.Router();
  router.use((_req, res, next) => {
    res.set('Content-Security-Policy', STORYBOOK_CSP);
    res.set('X-Frame-Options', 'SAMEORIGIN');
    next();
  });
  // Storybook's file names carry no hash: every answer is revalidated (ETag).
  router.use(express.static(dir, { cacheControl: true, maxAge: 0, redirect: true }));
  router.use((_req, res) => {
    res
      .status(404)
      .type('text/plain; charset=utf-8')
      .send('O Storybook não foi gerado: `npm start` o gera (ou `npm run build-storybook`).');
  });
  return router;
}
