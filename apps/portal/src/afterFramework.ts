/**
 * The first of the entry's modules (src/main.tsx imports it first): React and the other libraries
 * of the framework chunk are evaluated before it, and the app's own modules, which the build puts
 * after it in the app chunk (apps/portal/vite.config.ts), wait for the next task. Evaluated
 * together they were one task of ~200 ms on a slow phone, the longest of the first visit to a
 * prerendered page, which is already painted and waits for nothing else. (In the
 * development server, whose modules are not bundled, the others do not wait: the order of modules
 * that do not import this one is not tied to its await.)
 */
import 'react-dom/client';

await new Promise((resolve) => setTimeout(resolve, 0));
