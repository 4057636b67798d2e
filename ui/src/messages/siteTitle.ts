/** The site's name (portal-paciente.md), verbatim: the portal's header and the browser tabs of the
 * portal and the /movel pages. */
export const SITE_TITLE = 'Portal da Transparência';
