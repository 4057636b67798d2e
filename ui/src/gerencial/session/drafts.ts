/**
 * The Portal Gerencial's form drafts (what an admin had typed when the server ended the session):
 * the shared store of ui/src/forms/drafts.ts under the Gerencial's prefix. A logout, or another
 * admin logging in on this tab, drops them.
 */
import { formDrafts } from '../../forms/drafts';

export { isSecretField, keepableValues } from '../../forms/drafts';

export const DRAFT_PREFIX = 'portal.gerencial.rascunho.';

const drafts = formDrafts(DRAFT_PREFIX);

export const saveDraft = drafts.save;
export const takeDraft = drafts.take;
export const dropDrafts = drafts.drop;
