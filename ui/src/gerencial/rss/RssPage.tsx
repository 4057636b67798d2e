import { useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { failureMessage } from '../../api/failureMessage';
import { useZodForm } from '../../forms/useZodForm';
import { COMMON } from '../../messages/common';
import { submitWithToast } from '../../primitives/submitWithToast';
import { Tabs, useTabs } from '../../primitives/Tabs';
import { toast } from '../../primitives/toast';
import { ScreenHeader } from '../layout/ScreenHeader';
import { useAdmin } from '../session/AdminSessionProvider';
import { useFormDraft } from '../session/useFormDraft';
import { GERENCIAL } from '../shared/messages';
import { useFetchRss, useSaveRss, useValidateRssFeed } from './api';
import { RSS } from './messages';
import { RssForm } from './RssForm';
import { RssSearch } from './RssSearch';
import { EMPTY_RSS, fromRss, rssValuesSchema, toRssRequest } from './rssValues';
import type { TextQuery } from '../shared/TextSearch';

const M = RSS;

type TabId = 'form' | 'search';

/**
 * /clientes/rss: 'Cadastrar RSS' (or 'Editar RSS') and 'Buscar por RSS'. A feed is saved only after
 * the backend confirmed the address serves one; Cancelar goes back to the search (spec §4).
 */
export function RssPage() {
  const { user } = useAdmin();
  const clientId = user.usc_id_clientes;
  const tabs = useTabs<TabId>('form');
  const [query, setQuery] = useState<TextQuery>({ text: '', page: 1 });
  const [saving, setSaving] = useState(false);
  const [focusLink, setFocusLink] = useState(false);
  const inFlight = useRef(false);

  const form = useZodForm(rssValuesSchema, { defaultValues: EMPTY_RSS });
  useFormDraft('gerencial.rss.form', form);
  const id = useWatch({ control: form.control, name: 'id' });

  const validate = useValidateRssFeed();
  const save = useSaveRss(clientId);
  const fetchRss = useFetchRss();

  const submit = submitWithToast(form, async (values) => {
    // A second click while the first check or save runs sends nothing.
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    try {
      if (!(await validate(values.link))) {
        toast.error(M.noFeed);
        return;
      }
      const request = toRssRequest(values, clientId);
      await save(request);
      toast.success(request.kind === 'create' ? M.saved : M.updated);
      form.reset(EMPTY_RSS);
      tabs.goTo('search');
    } catch (error) {
      // Nothing typed is lost: the form keeps its values for another try.
      toast.error(failureMessage(error, COMMON.serverError));
    } finally {
      inFlight.current = false;
      setSaving(false);
    }
  });

  const openForEdit = async (rssId: number) => {
    form.reset(fromRss(await fetchRss(rssId)));
    tabs.goTo('form');
    setFocusLink(true);
  };

  return (
    <>
      <ScreenHeader title={GERENCIAL.menu.rss} description={M.screenIntro} />
      <Tabs
        label={GERENCIAL.menu.rss}
        state={tabs}
        tabs={[
          {
            id: 'form',
            label: id !== null ? M.editTab : M.formTab,
            render: () => (
              <RssForm
                form={form}
                saving={saving}
                onSubmit={(event) => void submit(event)}
                onCancel={() => {
                  form.reset(EMPTY_RSS);
                  tabs.goTo('search');
                }}
                focusLink={focusLink}
                onLinkFocused={() => setFocusLink(false)}
              />
            ),
          },
          {
            id: 'search',
            label: M.searchTab,
            render: () => (
              <RssSearch
                clientId={clientId}
                query={query}
                onQuery={setQuery}
                onEdit={openForEdit}
                onRemoved={(removed) => {
                  if (form.getValues('id') === removed) form.reset(EMPTY_RSS);
                }}
              />
            ),
          },
        ]}
      />
    </>
  );
}

export default RssPage;
